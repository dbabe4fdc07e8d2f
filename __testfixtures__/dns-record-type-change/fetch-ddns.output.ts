const API = 'https://api.cloudflare.com/client/v4';
const headers = { Authorization: `Bearer ${process.env.CF_API_TOKEN}`, 'Content-Type': 'application/json' };

export async function syncAddress(zoneId: string, host: string, ip: string) {
  const found = await fetch(`${API}/zones/${zoneId}/dns_records?type=A&name=${host}`, { headers });
  const { result } = await found.json();
  const current = result[0];
  await fetch(`${API}/zones/${zoneId}/dns_records/${current.id}`, {
    method: 'PUT',
    headers,
    body: JSON.stringify({ type: 'A', name: host, content: ip, ttl: 60, proxied: false }),
  });
}

export async function retarget(zoneId: string, recordId: string, kind: 'A' | 'CNAME', content: string) {
  // cf-codemod(dns-record-type-change): changing a DNS record's type in place ends 2026-06-30: if kind can differ from the record's type, delete the record and create the new one in one POST /zones/:zone_id/dns_records/batch
  await fetch(`${API}/zones/${zoneId}/dns_records/${recordId}`, {
    method: 'PATCH',
    headers,
    body: JSON.stringify({ type: kind, content }),
  });
}

export async function touch(zoneId: string, recordId: string, comment: string) {
  const res = await fetch(`${API}/zones/${zoneId}/dns_records/${recordId}`, { headers });
  const { result: record } = await res.json();
  await fetch(`${API}/zones/${zoneId}/dns_records/${recordId}`, {
    method: 'PATCH',
    headers,
    body: JSON.stringify({ type: record.type, name: record.name, content: record.content, comment }),
  });
}
