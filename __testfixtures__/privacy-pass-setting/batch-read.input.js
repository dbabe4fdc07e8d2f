const CF_API = 'https://api.cloudflare.com/client/v4';

async function report(zone, token) {
  const res = await fetch(`${CF_API}/zones/${zone}/settings`, { headers: { Authorization: `Bearer ${token}` } });
  const { result } = await res.json();
  const entry = result.find((s) => s.id === 'privacy_pass');
  return entry ? entry.value : 'missing';
}

module.exports = { report };
