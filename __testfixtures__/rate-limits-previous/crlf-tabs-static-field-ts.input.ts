import axios from 'axios';

// Tabs, CRLF and a BOM: a static client read by a static method.
export class Limits {
	static http = axios.create({ baseURL: 'https://api.cloudflare.com/client/v4' });

	static rateLimits(zone: string) {
		return this.http.get(`/zones/${zone}/rate_limits`);
	}
}
