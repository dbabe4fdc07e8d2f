import Cloudflare from 'cloudflare';

const client = new Cloudflare({ apiToken: process.env.CLOUDFLARE_API_TOKEN });

// Written against cloudflare 3.0.0, whose zones.settings.edit took the whole batch.
export async function secure(zoneId: string) {
  // cf-codemod(zone-settings-batch): the zone settings batch endpoints reach end of life on 2026-09-15: send one PATCH per item instead (2 in all)
  await (client.zones.settings as any).edit({
    zone_id: zoneId,
    items: [
      { id: 'ssl', value: 'full' },
      { id: 'tls_1_3', value: 'zrt' },
    ],
  });
  // cf-codemod(zone-settings-batch): the zone settings batch endpoints reach end of life on 2026-09-15: read each setting you use with its own GET
  const all = await (client.zones.settings as any).get({ zone_id: zoneId });
  return all;
}

// From 3.5 the same methods take one setting: not a batch call.
export async function brotliOff(zoneId: string) {
  await client.zones.settings.edit('0rtt', { zone_id: zoneId, value: 'on' });
}
