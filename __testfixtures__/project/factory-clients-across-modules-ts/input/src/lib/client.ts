const BASE = 'https://api.cloudflare.com/client/v4';

export function makeClient(token: string) {
	const call = (method: string, path: string, body?: unknown): Promise<unknown> =>
		fetch(BASE + path, { method, headers: { Authorization: `Bearer ${token}` }, body: body && JSON.stringify(body) }).then((r) => r.json());
	return {
		getSetting: (zone: string, id: string) => call('GET', `/zones/${zone}/settings/${id}`),
		putSetting: (zone: string, id: string, value: unknown) => call('PATCH', `/zones/${zone}/settings/${id}`, { value }),
	};
}

export class Api {
	putSetting: (zone: string, id: string, value: unknown) => Promise<unknown>;

	constructor(token: string) {
		const http = (method: string, path: string, body?: unknown): Promise<unknown> =>
			fetch(BASE + path, { method, headers: { Authorization: `Bearer ${token}` }, body: body && JSON.stringify(body) }).then((r) => r.json());
		function putSetting(zone: string, id: string, value: unknown): Promise<unknown> {
			return http('PATCH', `/zones/${zone}/settings/${id}`, { value });
		}
		this.putSetting = putSetting;
	}
}
