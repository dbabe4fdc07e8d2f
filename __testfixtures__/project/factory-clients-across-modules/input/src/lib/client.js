const BASE = 'https://api.cloudflare.com/client/v4';

export function makeClient(token) {
	const call = (method, path, body) =>
		fetch(BASE + path, { method, headers: { Authorization: `Bearer ${token}` }, body: body && JSON.stringify(body) }).then((r) => r.json());
	return {
		getSetting: (zone, id) => call('GET', `/zones/${zone}/settings/${id}`),
		putSetting: (zone, id, value) => call('PATCH', `/zones/${zone}/settings/${id}`, { value }),
	};
}

export class Api {
	constructor(token) {
		const http = (method, path, body) =>
			fetch(BASE + path, { method, headers: { Authorization: `Bearer ${token}` }, body: body && JSON.stringify(body) }).then((r) => r.json());
		function putSetting(zone, id, value) {
			return http('PATCH', `/zones/${zone}/settings/${id}`, { value });
		}
		this.putSetting = putSetting;
	}
}
