const CF = 'https://api.cloudflare.com/client/v4';

async function audit(zoneId, token) {
  const res = await fetch(`${CF}/zones/${zoneId}/settings`, { headers: { Authorization: `Bearer ${token}` } });
  const { result } = await res.json();
  const byId = {};
  for (const s of result) byId[s.id] = s.value;
  // cf-codemod(brotli-setting): the brotli setting was removed (2024-08-15): GET /zones/:zone_id/settings no longer lists it, so this read finds nothing; drop the code that depends on it
  if (byId.brotli === 'on') console.log('compressed');
  return byId['always_use_https'];
}

module.exports = { audit };
