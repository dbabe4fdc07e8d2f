import Cloudflare from 'cloudflare';

function makeSdk() {
  return new Cloudflare({ apiToken: process.env.CLOUDFLARE_API_TOKEN });
}

const sdk = makeSdk();

export async function blockCountry(zoneId, country) {
  // cf-codemod(firewall-rules-filters): Firewall Rules API removed 2025-01-15: create this as a WAF custom rule (Rulesets API, phase http_request_firewall_custom)
  const created = await sdk.post(`/zones/${zoneId}/firewall/rules`, {
    body: [{ description: 'geo block', action: 'block', filter: { expression: `ip.geoip.country eq "${country}"` } }],
  });
  return created.result[0].id;
}

export async function dropFilter(zoneId, filterId) {
  // cf-codemod(firewall-rules-filters): Filters API removed 2025-01-15: nothing to delete separately; delete the WAF custom rule (phase http_request_firewall_custom)
  await makeSdk().delete(`/zones/${zoneId}/filters/${filterId}`);
}
