const API = 'https://api.cloudflare.com/client/v4';

// The lookup hands out the id and the type of the record it found, under names of its own.
async function lookup(zone, host, token) {
  const res = await fetch(`${API}/zones/${zone}/dns_records?name=${host}`, { headers: { Authorization: `Bearer ${token}` } });
  const data = await res.json();
  if (!data.result || data.result.length === 0) throw new Error('no record');
  return { recordId: data.result[0].id, kind: data.result[0].type, ip: data.result[0].content };
}

async function put(zone, recordId, kind, ip, token) {
  return fetch(`${API}/zones/${zone}/dns_records/${recordId}`, {
    method: 'PUT',
    headers: { Authorization: `Bearer ${token}` },
    body: JSON.stringify({ type: kind, content: ip }),
  });
}

async function refresh(zone, host, ip, token) {
  const { recordId, kind } = await lookup(zone, host, token);
  await put(zone, recordId, kind, ip, token);
}

module.exports = { refresh };
