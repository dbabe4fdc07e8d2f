import Cloudflare from 'cloudflare';

export class ZoneHardening {
  constructor(private readonly client: Cloudflare, private readonly zoneId: string) {}

  async apply(): Promise<void> {
    await this.client.zones.settings.emailObfuscation.edit({ zone_id: this.zoneId, value: 'on' });
  }

  async applyV4(): Promise<void> {
    await Promise.all([
      this.client.zones.settings.edit('email_obfuscation', { zone_id: this.zoneId, value: 'on' }),
    ]);
  }

  async audit(): Promise<string> {
    // cf-codemod(server-side-exclude-setting): Server-side Excludes can no longer be read (removed 2024-06-14): drop the code that depends on it (kept: its result is read through sse)
    const sse = await this.client.zones.settings.get('server_side_exclude', { zone_id: this.zoneId });
    return `sse=${sse.value}`;
  }
}
