// Zone hardening script: harden() sends several settings of one zone, main() is the entry point.
// Only the brotli request inside harden() concerns the removed setting: the calls of harden() and of
// main() send whatever harden() sends, and stay as they are.
const API = 'https://api.cloudflare.com/client/v4';
const headers = { Authorization: `Bearer ${process.env.CF_API_TOKEN}`, 'Content-Type': 'application/json' };

async function harden(zoneId) {
  await fetch(`${API}/zones/${zoneId}/settings/ssl`, {
    method: 'PATCH',
    headers,
    body: JSON.stringify({ value: 'strict' }),
  });
}

async function main(zoneId) {
  await harden(zoneId);
  console.log(`zone ${zoneId} hardened`);
}

main(process.argv[2]);
