import Cloudflare from 'cloudflare';

export class EdgeLimits {
  constructor(private readonly client: Cloudflare, private readonly zoneId: string) {}

  async protectApi(threshold: number) {
    // cf-codemod(rate-limits-previous): Rate Limiting API (previous) removed 2025-01-15: create a rate limiting rule in phase http_ratelimit instead
    return (this.client as any).rateLimits.create({
      zone_id: this.zoneId,
      match: { request: { url: 'api.example.com/*', methods: ['_ALL_'] } },
      threshold,
      period: 300,
      action: { mode: 'managed_challenge' },
    });
  }

  async clear() {
    // cf-codemod(rate-limits-previous): Rate Limiting API (previous) removed 2025-01-15: read rate limiting rules from the http_ratelimit phase entrypoint ruleset
    for await (const limit of this.client.rateLimits.list({ zone_id: this.zoneId })) {
      // cf-codemod(rate-limits-previous): Rate Limiting API (previous) removed 2025-01-15: delete the rate limiting rule from the http_ratelimit phase entrypoint ruleset
      await this.client.rateLimits.delete(limit.id!, { zone_id: this.zoneId });
    }
  }
}
