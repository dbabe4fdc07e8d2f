import Cloudflare from 'cloudflare';

export class EdgeLimits {
  constructor(private readonly client: Cloudflare, private readonly zoneId: string) {}

  async protectApi(threshold: number) {
    return (this.client as any).rateLimits.create({
      zone_id: this.zoneId,
      match: { request: { url: 'api.example.com/*', methods: ['_ALL_'] } },
      threshold,
      period: 300,
      action: { mode: 'managed_challenge' },
    });
  }

  async clear() {
    for await (const limit of this.client.rateLimits.list({ zone_id: this.zoneId })) {
      await this.client.rateLimits.delete(limit.id!, { zone_id: this.zoneId });
    }
  }
}
