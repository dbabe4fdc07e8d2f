import Cloudflare from 'cloudflare';

const client = new Cloudflare({ apiToken: process.env.CLOUDFLARE_API_TOKEN });

export async function applyDefaults(zoneId: string) {
  await Promise.all([
    client.zones.settings.edit('ssl', { zone_id: zoneId, value: 'full' }),
    client.zones.settings.edit('brotli', { zone_id: zoneId, value: 'on' }),
    client.zones.settings.edit('early_hints', { zone_id: zoneId, value: 'on' }),
  ]);
  const pending = client.zones.settings.brotli.edit({ zone_id: zoneId, value: 'on' });
  const other = client.zones.settings.edit('always_online', { zone_id: zoneId, value: 'on' });
  await pending;
  await other;
  try {
    await client.zones.settings.edit('brotli', { zone_id: zoneId, value: 'on' });
  } catch (err) {
    console.error('brotli failed', err);
  }
  const mode: string = process.env.BROTLI ?? 'on';
  await client.zones.settings.edit('brotli', { zone_id: zoneId, value: mode as 'on' | 'off' });
  const [ssl, brotli] = await Promise.all([
    client.zones.settings.get('ssl', { zone_id: zoneId }),
    client.zones.settings.get('brotli', { zone_id: zoneId }),
  ]);
  return { ssl, brotli };
}
