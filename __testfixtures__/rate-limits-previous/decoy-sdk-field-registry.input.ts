import Cloudflare from 'cloudflare';

export class LimitAudit {
  protected services: { edge: any } = {
    edge: new Cloudflare({ apiToken: process.env.CLOUDFLARE_API_TOKEN }),
  };

  async staleIds(zoneId: string): Promise<string[]> {
    const page = await this.services.edge.rateLimits.list({ zone_id: zoneId });
    return page.result.filter((r: { disabled: boolean }) => r.disabled).map((r: { id: string }) => r.id);
  }
}

// A dry run: the audit reads a fixed list instead of the account.
export class DryAudit extends LimitAudit {
  protected services = { edge: { rateLimits: { list: async () => ({ result: [] }) } } };
}
