import axios from 'axios';

// Tabs, CRLF and a BOM: a static client read by a static method.
export class Limits {
	static http = axios.create({ baseURL: 'https://api.cloudflare.com/client/v4' });

	static rateLimits(zone: string) {
		// cf-codemod(rate-limits-previous): Rate Limiting API (previous) removed 2025-01-15: read rate limiting rules from the http_ratelimit phase entrypoint ruleset
		return this.http.get(`/zones/${zone}/rate_limits`);
	}
}
