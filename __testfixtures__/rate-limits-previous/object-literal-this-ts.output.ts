import axios from 'axios';

export const rateLimits = {
  http: axios.create({ baseURL: 'https://api.cloudflare.com/client/v4' }),
  async list(zoneId: string): Promise<unknown> {
    // cf-codemod(rate-limits-previous): Rate Limiting API (previous) removed 2025-01-15: read rate limiting rules from the http_ratelimit phase entrypoint ruleset
    const res = await this.http.get(`/zones/${zoneId}/rate_limits`);
    return res.data;
  },
};
