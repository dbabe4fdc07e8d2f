export default class Client {
	constructor(token) {
		this.base = 'https://api.cloudflare.com/client/v4';
		this.token = token;
	}

	setSetting(zone, id, value) {
		return fetch(this.base + `/zones/${zone}/settings/${id}`, {
			method: 'PATCH',
			headers: { Authorization: `Bearer ${this.token}` },
			body: JSON.stringify({ value }),
		});
	}
}
