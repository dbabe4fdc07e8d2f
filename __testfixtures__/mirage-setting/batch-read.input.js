const BASE = 'https://api.cloudflare.com/client/v4';

async function imageSettings(zone, key, email) {
  const res = await fetch(`${BASE}/zones/${zone}/settings`, { headers: { 'X-Auth-Key': key, 'X-Auth-Email': email } });
  const json = await res.json();
  return json.result.filter(s => s.id === 'mirage' || s.id === 'polish');
}

module.exports = { imageSettings };
