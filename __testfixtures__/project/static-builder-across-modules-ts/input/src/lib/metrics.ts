// A base of the same shape whose root is another host.
export class MetricsApi {
	static root(): string {
		return 'https://metrics.example.org/v1';
	}

	static endpoint(rest: string): URL {
		return new URL(`${this.root()}/${rest}`);
	}

	static async request(target: URL, verb = 'GET'): Promise<unknown> {
		const res = await fetch(target.href, { method: verb });
		return res.json();
	}
}
