// The same helper shape against a CDN of another vendor: its zones have a brotli setting of their own.
const EDGE = 'https://api.edge-vendor.example/v1';

async function zonePatch(zoneId, token, subPath, body) {
  const res = await fetch(`${EDGE}/zones/${zoneId}${subPath}`, {
    method: 'PATCH',
    headers: { Authorization: `Bearer ${token}` },
    body: JSON.stringify(body),
  });
  return res.json();
}

export async function tune(zoneId, token) {
  await zonePatch(zoneId, token, '/settings/brotli', { value: 'on' });
}
