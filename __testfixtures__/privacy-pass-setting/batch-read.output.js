const CF_API = 'https://api.cloudflare.com/client/v4';

async function report(zone, token) {
  const res = await fetch(`${CF_API}/zones/${zone}/settings`, { headers: { Authorization: `Bearer ${token}` } });
  const { result } = await res.json();
  // cf-codemod(privacy-pass-setting): the privacy_pass setting was removed (2024-03-31): GET /zones/:zone_id/settings no longer lists it, so this read finds nothing; drop the code that depends on it
  const entry = result.find((s) => s.id === 'privacy_pass');
  return entry ? entry.value : 'missing';
}

module.exports = { report };
