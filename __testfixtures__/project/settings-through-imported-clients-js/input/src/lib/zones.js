const API = 'https://api.cloudflare.com/client/v4';

export class Zones {
	static setSettings(zone, id, value) {
		return fetch(`${API}/zones/${zone}/settings/${id}`, {
			method: 'PATCH',
			headers: { Authorization: `Bearer ${process.env.CF_API_TOKEN}` },
			body: JSON.stringify({ value }),
		});
	}
}
