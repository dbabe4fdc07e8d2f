import Cloudflare from 'cloudflare';

function makeSdk() {
  return new Cloudflare({ apiToken: process.env.CLOUDFLARE_API_TOKEN });
}

const sdk = makeSdk();

export async function blockCountry(zoneId, country) {
  const created = await sdk.post(`/zones/${zoneId}/firewall/rules`, {
    body: [{ description: 'geo block', action: 'block', filter: { expression: `ip.geoip.country eq "${country}"` } }],
  });
  return created.result[0].id;
}

export async function dropFilter(zoneId, filterId) {
  await makeSdk().delete(`/zones/${zoneId}/filters/${filterId}`);
}
