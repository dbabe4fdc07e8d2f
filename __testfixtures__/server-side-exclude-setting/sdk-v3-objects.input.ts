import Cloudflare from 'cloudflare';

export class ZoneHardening {
  constructor(private readonly client: Cloudflare, private readonly zoneId: string) {}

  async apply(): Promise<void> {
    // v3.0–3.4: hide content from suspicious visitors
    await this.client.zones.settings.serverSideExcludes.edit({ zone_id: this.zoneId, value: 'on' });
    await this.client.zones.settings.emailObfuscation.edit({ zone_id: this.zoneId, value: 'on' });
  }

  async applyV4(): Promise<void> {
    await Promise.all([
      this.client.zones.settings.edit('email_obfuscation', { zone_id: this.zoneId, value: 'on' }),
      this.client.zones.settings.edit('server_side_exclude', { zone_id: this.zoneId, value: 'on' }),
    ]);
  }

  async audit(): Promise<string> {
    await this.client.zones.settings.get('server_side_exclude', { zone_id: this.zoneId });
    const sse = await this.client.zones.settings.get('server_side_exclude', { zone_id: this.zoneId });
    return `sse=${sse.value}`;
  }
}
