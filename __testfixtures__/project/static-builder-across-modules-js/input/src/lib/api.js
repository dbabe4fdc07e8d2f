// Every request goes through a URL the base builds from its root, and one sender.
export default class Api {
	static root() {
		return 'https://api.cloudflare.com/client/v4';
	}

	static endpoint(rest) {
		return new URL(`${this.root()}/${rest}`);
	}

	static async request(target, verb = 'GET', payload) {
		const res = await fetch(target.toString(), {
			method: verb,
			headers: { Authorization: `Bearer ${process.env.CF_TOKEN}` },
			body: payload === undefined ? undefined : JSON.stringify(payload),
		});
		return res.json();
	}
}
