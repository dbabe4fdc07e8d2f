const CF_API = 'https://api.cloudflare.com/client/v4';

// The body built in steps: an object, then its JSON under a name of its own, then sent.
async function brotliOn(zoneId, token) {
  const setting = { value: 'on' };
  const payload = JSON.stringify(setting);
}

async function brotliOff(zoneId, token) {
  const payload = JSON.stringify({ value: 'off' });
  // cf-codemod(brotli-setting): brotli can no longer be turned off (removed 2024-08-15): on Enterprise, use a Compression Rule instead
  return fetch(`${CF_API}/zones/${zoneId}/settings/brotli`, { method: 'PATCH', headers: { Authorization: `Bearer ${token}` }, body: payload });
}

module.exports = { brotliOn, brotliOff };
