const CF = 'https://api.cloudflare.com/client/v4';

async function audit(zoneId, token) {
  const res = await fetch(`${CF}/zones/${zoneId}/settings`, { headers: { Authorization: `Bearer ${token}` } });
  const { result } = await res.json();
  const byId = {};
  for (const s of result) byId[s.id] = s.value;
  if (byId.brotli === 'on') console.log('compressed');
  return byId['always_use_https'];
}

module.exports = { audit };
