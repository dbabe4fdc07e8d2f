// The same service shape for another vendor's rate limits: its client's base is that vendor's host.
class Http {
	constructor(token) {
		this.base = 'https://limits.example.net/v1';
		this.token = token;
	}

	get(path) {
		return fetch(this.base + path, { headers: { Authorization: `Bearer ${this.token}` } }).then((r) => r.json());
	}
}

class RateLimitService {
	constructor(token) {
		this.client = new Http(token);
	}

	list(zoneId) {
		return this.client.get(`/zones/${zoneId}/rate_limits`);
	}
}

module.exports = { RateLimitService };
