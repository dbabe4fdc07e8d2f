// A base of the same shape whose root is another host.
export class MetricsApi {
	static root() {
		return 'https://metrics.example.org/v1';
	}

	static endpoint(rest) {
		return new URL(`${this.root()}/${rest}`);
	}

	static async request(target, verb = 'GET') {
		const res = await fetch(target.toString(), { method: verb });
		return res.json();
	}
}
