import Cloudflare from 'cloudflare';

const client = new Cloudflare({ apiToken: process.env.CLOUDFLARE_API_TOKEN });

export async function applyDefaults(zoneId: string) {
  await Promise.all([
    client.zones.settings.edit('ssl', { zone_id: zoneId, value: 'full' }),
    client.zones.settings.edit('early_hints', { zone_id: zoneId, value: 'on' }),
  ]);
  const other = client.zones.settings.edit('always_online', { zone_id: zoneId, value: 'on' });
  await other;
  const mode: string = process.env.BROTLI ?? 'on';
  // cf-codemod(brotli-setting): brotli setting removed (2024-08-15): delete where the value is 'on'; 'off' needs a Compression Rule (Enterprise)
  await client.zones.settings.edit('brotli', { zone_id: zoneId, value: mode as 'on' | 'off' });
  // cf-codemod(brotli-setting): brotli can no longer be read (removed 2024-08-15): it is always on, use the value 'on' (kept: the result of Promise.all() is read by position)
  const [ssl, brotli] = await Promise.all([
    client.zones.settings.get('ssl', { zone_id: zoneId }),
    client.zones.settings.get('brotli', { zone_id: zoneId }),
  ]);
  return { ssl, brotli };
}
