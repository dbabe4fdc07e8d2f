import Cloudflare from 'cloudflare';

const cf = new Cloudflare({ apiToken: process.env.CLOUDFLARE_API_TOKEN });
const API = 'https://api.cloudflare.com/client/v4';

export async function flatten(zoneId: string) {
  await cf.zones.settings.edit('cname_flattening', { zone_id: zoneId, value: 'on' });
}

const DNS_PRESET = [
  { id: 'cname_flattening', value: 'on' },
  { id: 'always_use_https', value: 'on' },
];

export async function preset(zoneId: string) {
  for (const s of DNS_PRESET) {
    await fetch(`${API}/zones/${zoneId}/settings/${s.id}`, {
      method: 'PATCH',
      headers: { Authorization: `Bearer ${process.env.CLOUDFLARE_API_TOKEN}` },
      body: JSON.stringify({ value: s.value }),
    });
  }
}
