import Cloudflare from 'cloudflare';

const client = new Cloudflare({ apiToken: process.env.CLOUDFLARE_API_TOKEN });

const MOBILE = { status: 'on', mobile_subdomain: 'touch', strip_uri: true } as const;

export async function configureMobile(zoneId: string, subdomain: string) {
  // v3.0–3.4 per-setting object
  await client.zones.settings.mobileRedirect.edit({ zone_id: zoneId, value: MOBILE });
  // v3.5+ / v7
  await client.zones.settings.edit('mobile_redirect', {
    zone_id: zoneId,
    value: { status: 'on', mobile_subdomain: subdomain, strip_uri: false },
  });
  await client.zones.settings.edit('early_hints', { zone_id: zoneId, value: 'on' });
}

export async function applyBulk(zoneId: string) {
  // v3.0.0 bulk edit
  await client.zones.settings.edit({
    zone_id: zoneId,
    items: [
      { id: 'always_online', value: 'on' },
      { id: 'mobile_redirect', value: { status: 'on', mobile_subdomain: 'm', strip_uri: false } },
    ],
  });
}
