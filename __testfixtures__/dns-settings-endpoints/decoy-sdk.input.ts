import Cloudflare from 'cloudflare';

const client = new Cloudflare({ apiToken: process.env.CLOUDFLARE_API_TOKEN });

// cloudflare 4.2+: these already call GET/PATCH /zones/:zone_id/dns_settings
export async function multiProvider(zoneId: string): Promise<boolean | undefined> {
  const settings = await client.dns.settings.zone.get({ zone_id: zoneId });
  return settings.multi_provider;
}

export async function enableSecondaryOverrides(zoneId: string) {
  return client.dns.settings.zone.edit({ zone_id: zoneId, secondary_overrides: true });
}

// cloudflare 3.3-4.1
export async function legacyEdit(zoneId: string, value: boolean) {
  const updated = await (client as any).dns.settings.edit({ zone_id: zoneId, multi_provider: value });
  return updated.value ?? updated.multi_provider;
}
