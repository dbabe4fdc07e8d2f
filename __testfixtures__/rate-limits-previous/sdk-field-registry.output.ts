import Cloudflare from 'cloudflare';

export class LimitAudit {
  private readonly services = {
    edge: new Cloudflare({ apiToken: process.env.CLOUDFLARE_API_TOKEN }),
  };

  async staleIds(zoneId: string): Promise<string[]> {
    // cf-codemod(rate-limits-previous): Rate Limiting API (previous) removed 2025-01-15: read rate limiting rules from the http_ratelimit phase entrypoint ruleset
    const page = await this.services.edge.rateLimits.list({ zone_id: zoneId });
    return page.result.filter((r) => r.disabled).map((r) => r.id);
  }
}
