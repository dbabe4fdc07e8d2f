import Cloudflare from 'cloudflare';

// Brotli needs no call since 2024: it is always on.
const client = new Cloudflare({ apiToken: process.env.CLOUDFLARE_API_TOKEN });

export async function enableExtras(zoneId: string) {
  await client.zones.settings.edit('always_online', { zone_id: zoneId, value: 'on' });
  await client.zones.settings.edit('early_hints', { zone_id: zoneId, value: 'on' });
  const ssl = await client.zones.settings.get('ssl', { zone_id: zoneId });
  return ssl.value;
}
