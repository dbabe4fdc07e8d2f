// A registrar API with a use_apex_ns setting of its own, called the same way.
// Not a Cloudflare call: nothing changes.
const API = 'https://dns.example-registrar.net/v1';
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
