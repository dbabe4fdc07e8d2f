// Every request goes through a URL the base builds from its root, and one sender.
export default class Api {
	static root(): string {
		return 'https://api.cloudflare.com/client/v4';
	}

	static endpoint(rest: string): URL {
		return new URL(`${this.root()}/${rest}`);
	}

	static async request(target: URL, verb = 'GET', payload?: unknown): Promise<unknown> {
		const res = await fetch(target.href, {
			method: verb,
			headers: { Authorization: `Bearer ${process.env.CF_TOKEN}` },
			body: payload === undefined ? undefined : JSON.stringify(payload),
		});
		return res.json();
	}
}
