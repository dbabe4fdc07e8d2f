const CF_API = 'https://api.cloudflare.com/client/v4';

async function report(zone, token) {
  const res = await fetch(`${CF_API}/zones/${zone}/settings`, { headers: { Authorization: `Bearer ${token}` } });
  const { result } = await res.json();
  // cf-codemod(server-side-exclude-setting): the server_side_exclude setting was removed (2024-06-14): GET /zones/:zone_id/settings no longer lists it, so this read finds nothing; drop the code that depends on it
  const entry = result.find((s) => s.id === 'server_side_exclude');
  return entry ? entry.value : 'missing';
}

module.exports = { report };
