const API = 'https://api.cloudflare.com/client/v4';

// The lookup hands out the id of the record it found beside the type the caller wants: the type may differ.
async function lookup(zone, host, token, wanted) {
  const res = await fetch(`${API}/zones/${zone}/dns_records?name=${host}`, { headers: { Authorization: `Bearer ${token}` } });
  const data = await res.json();
  if (!data.result || data.result.length === 0) throw new Error('no record');
  return { recordId: data.result[0].id, kind: wanted, ip: data.result[0].content };
}

async function put(zone, recordId, kind, ip, token) {
  // cf-codemod(dns-record-type-change): changing a DNS record's type in place ends 2026-06-30: if kind can differ from the record's type, delete the record and create the new one in one POST /zones/:zone_id/dns_records/batch
  return fetch(`${API}/zones/${zone}/dns_records/${recordId}`, {
    method: 'PUT',
    headers: { Authorization: `Bearer ${token}` },
    body: JSON.stringify({ type: kind, content: ip }),
  });
}

async function refresh(zone, host, ip, token) {
  const { recordId, kind } = await lookup(zone, host, token, 'CNAME');
  await put(zone, recordId, kind, ip, token);
}

module.exports = { refresh };
