const API = 'https://api.cloudflare.com/client/v4';

export default class Http {
	static async send(path: string, method = 'GET', body?: unknown): Promise<unknown> {
		const res = await fetch(API + path, {
			method,
			headers: { Authorization: `Bearer ${process.env.CF_TOKEN}`, 'Content-Type': 'application/json' },
			body: body === undefined ? undefined : JSON.stringify(body),
		});
		return res.json();
	}
}
