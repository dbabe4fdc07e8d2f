// Multi-provider setup: enableApexNs() switches one zone's apex nameservers on. Its own request is
// migrated (the segment and the body are written there); setUp() and the entry call stay.
const API = 'https://api.cloudflare.com/client/v4';
const headers = { Authorization: `Bearer ${process.env.CF_API_TOKEN}`, 'Content-Type': 'application/json' };

async function enableApexNs(zoneId) {
  const res = await fetch(`${API}/zones/${zoneId}/dns_settings/use_apex_ns`, {
    method: 'PATCH',
    headers,
    body: JSON.stringify({ value: true }),
  });
  return res.ok;
}

async function setUp(zoneId) {
  await enableApexNs(zoneId);
  console.log('apex nameservers on for', zoneId);
}

setUp(process.argv[2]);
