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
  await zonePatch(zoneId, token, '/settings/always_use_https', { value: 'on' });
  // cf-codemod(brotli-setting): brotli can no longer be read (removed 2024-08-15): it is always on, use the value 'on' (kept: its result is read through current)
  const current = await zoneGet(zoneId, token, '/settings/brotli');
  console.log('brotli is', current.result.value);
}
