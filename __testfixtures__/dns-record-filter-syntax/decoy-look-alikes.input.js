const API = 'https://api.cloudflare.com/client/v4';

async function createNamed(zoneId, token) {
  // A record whose content happens to hold the old operator text: a body, not a filter.
  await fetch(`${API}/zones/${zoneId}/dns_records`, {
    method: 'POST',
    headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' },
    body: JSON.stringify({ type: 'TXT', name: 'note', content: 'contains:secret' }),
  });
}

async function otherHost(zoneId) {
  const res = await fetch(`https://dns.internal.example/zones/${zoneId}/dns_records?name=contains:db&name=a,b`);
  return res.json();
}

async function zones(token) {
  const res = await fetch(`${API}/zones?name=contains:example`, { headers: { Authorization: `Bearer ${token}` } });
  return res.json();
}

async function dynamic(zoneId, filter) {
  const res = await fetch(`${API}/zones/${zoneId}/dns_records?name=${filter}`);
  return res.json();
}

async function searchElsewhere(zoneId) {
  const qs = new URLSearchParams({ name: 'contains:db' });
  qs.append('content', 'starts_with:10.');
  const res = await fetch(`https://dns.internal.example/zones/${zoneId}/dns_records?${qs}`);
  return res.json();
}

module.exports = { createNamed, otherHost, zones, dynamic, searchElsewhere };
