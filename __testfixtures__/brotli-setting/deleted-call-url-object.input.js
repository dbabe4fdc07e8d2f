const API = 'https://api.cloudflare.com/client/v4';

// Turns compression on for a zone: the URL object is made for that one request.
async function enableCompression(zone, token) {
  const target = new URL(`${API}/zones/${zone}/settings/brotli`);
  await fetch(target.toString(), {
    method: 'PATCH',
    headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' },
    body: JSON.stringify({ value: 'on' }),
  });
  return zone;
}

module.exports = { enableCompression };
