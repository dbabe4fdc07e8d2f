const BASE = 'https://api.cloudflare.com/client/v4';

async function imageSettings(zone, key, email) {
  const res = await fetch(`${BASE}/zones/${zone}/settings`, { headers: { 'X-Auth-Key': key, 'X-Auth-Email': email } });
  const json = await res.json();
  // cf-codemod(mirage-setting): the mirage setting was removed (2026-01-01): GET /zones/:zone_id/settings no longer lists it, so this read finds nothing; drop the code that depends on it
  return json.result.filter(s => s.id === 'mirage' || s.id === 'polish');
}

module.exports = { imageSettings };
