// A service holds its HTTP client in a field; the client's base is set in its constructor.
class Http {
	constructor(token) {
		this.base = 'https://api.cloudflare.com/client/v4';
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
		// cf-codemod(rate-limits-previous): Rate Limiting API (previous) removed 2025-01-15: read rate limiting rules from the http_ratelimit phase entrypoint ruleset
		return this.client.get(`/zones/${zoneId}/rate_limits`);
	}
}

module.exports = { RateLimitService };
