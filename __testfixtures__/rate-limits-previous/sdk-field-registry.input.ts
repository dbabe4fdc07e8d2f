import Cloudflare from 'cloudflare';

export class LimitAudit {
  private readonly services = {
    edge: new Cloudflare({ apiToken: process.env.CLOUDFLARE_API_TOKEN }),
  };

  async staleIds(zoneId: string): Promise<string[]> {
    const page = await this.services.edge.rateLimits.list({ zone_id: zoneId });
    return page.result.filter((r) => r.disabled).map((r) => r.id);
  }
}
