// Zone tools: every helper takes the zone and the token first, then the path under the zone.
const API = 'https://api.cloudflare.com/client/v4';

async function zoneGet(zoneId, token, subPath) {
  const res = await fetch(`${API}/zones/${zoneId}${subPath}`, {
    headers: { Authorization: `Bearer ${token}` },
  });
  return res.json();
}

async function zonePatch(zoneId, token, subPath, body) {
  const res = await fetch(`${API}/zones/${zoneId}${subPath}`, {
    method: 'PATCH',
    headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
  });
  return res.json();
}

export async function tune(zoneId, token) {
  await zonePatch(zoneId, token, '/settings/brotli', { value: 'on' });
  await zonePatch(zoneId, token, '/settings/always_use_https', { value: 'on' });
  const current = await zoneGet(zoneId, token, '/settings/brotli');
  console.log('brotli is', current.result.value);
}
