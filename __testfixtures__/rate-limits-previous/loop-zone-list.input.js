// Zone ids listed in the script: one endpoint with the id as a parameter, reported once.
const API = 'https://api.cloudflare.com/client/v4';
const ZONES = ['0f3a9c1d2e', '7b8e6d5c4a', '93ac0e11f4'];

async function audit(token) {
  const found = [];
  for (const zone of ZONES) {
    const res = await fetch(`${API}/zones/${zone}/rate_limits`, { headers: { Authorization: `Bearer ${token}` } });
    found.push(...(await res.json()).result);
  }
  return found;
}

module.exports = { audit };
