const CLOUDFLARE = 'https://api.cloudflare.com/client/v4';

async function cfRequest(path, method = 'GET', body) {
  const res = await fetch(`${CLOUDFLARE}${path}`, {
    method,
    headers: { Authorization: `Bearer ${process.env.CF_TOKEN}`, 'Content-Type': 'application/json' },
    body: body && JSON.stringify(body),
  });
  return res.json();
}

async function setupZone(zoneId) {
  await cfRequest(`/zones/${zoneId}/settings/always_use_https`, 'PATCH', { value: 'on' });
  await cfRequest(`/zones/${zoneId}/pagerules`, 'POST', {
    targets: [{ target: 'url', constraint: { operator: 'matches', value: 'example.com/gallery/*' } }],
    actions: [
      { id: 'cache_level', value: 'aggressive' },
    ],
  });
}

module.exports = { setupZone };
