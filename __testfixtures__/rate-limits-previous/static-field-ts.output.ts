import axios from 'axios';

// The client is a static field, so the static method reads it through `this` (the class itself).
// Another class keeps an instance field of the same name for another host.
export class CloudflareLimits {
  static http = axios.create({ baseURL: 'https://api.cloudflare.com/client/v4' });

  static async rateLimits(zone: string) {
    // cf-codemod(rate-limits-previous): Rate Limiting API (previous) removed 2025-01-15: read rate limiting rules from the http_ratelimit phase entrypoint ruleset
    const res = await this.http.get(`/zones/${zone}/rate_limits`);
    return res.data.result;
  }
}

export class QuotaService {
  http = axios.create({ baseURL: 'https://quotas.example.net/v2' });

  async rateLimits(zone: string) {
    return this.http.get(`/zones/${zone}/rate_limits`);
  }
}
