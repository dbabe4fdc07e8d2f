import Cloudflare from 'cloudflare';

const cf = new Cloudflare({ apiToken: process.env.CLOUDFLARE_API_TOKEN });
const API = 'https://api.cloudflare.com/client/v4';

export async function flatten(zoneId: string) {
  // cf-codemod(cname-flattening-setting): the cname_flattening zone setting is deprecated (2025-06-08): CNAME flattening is a DNS setting now: call cf.dns.settings.zone.edit({ zone_id, flatten_all_cnames: true }) (cloudflare 4.2+; cf.dns.settings.edit before) instead
  await cf.zones.settings.edit('cname_flattening', { zone_id: zoneId, value: 'on' });
}

// cf-codemod(cname-flattening-setting): the cname_flattening zone setting is deprecated (2025-06-08): CNAME flattening is a DNS setting now: take this entry out and send PATCH /zones/:zone_id/dns_settings with { flatten_all_cnames } instead
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
