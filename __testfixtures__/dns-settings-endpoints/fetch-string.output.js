// Secondary DNS: let the zone's own records override the primary's.
const ZONE = '023e105f4ecef8ad9ca31a8372d0c353';

async function secondaryOverridesEnabled() {
  const body = await fetch('https://api.cloudflare.com/client/v4/zones/023e105f4ecef8ad9ca31a8372d0c353/dns_settings', {
    headers: { Authorization: `Bearer ${process.env.CF_API_TOKEN}` },
  }).then((r) => r.json());
  return Boolean(body.result && body.result.secondary_overrides);
}

async function enableSecondaryOverrides() {
  const payload = { secondary_overrides: true };
  await fetch('https://api.cloudflare.com/client/v4/zones/' + ZONE + '/dns_settings', {
    method: 'PATCH',
    headers: { Authorization: `Bearer ${process.env.CF_API_TOKEN}`, 'Content-Type': 'application/json' },
    body: JSON.stringify(payload),
  });
}

module.exports = { secondaryOverridesEnabled, enableSecondaryOverrides };
