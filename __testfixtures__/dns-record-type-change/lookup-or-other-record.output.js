const API = 'https://api.cloudflare.com/client/v4';

async function firstOf(zone, host, kind) {
  const res = await fetch(`${API}/zones/${zone}/dns_records?name=${host}&type=${kind}`);
  const answer = await res.json();
  return answer.result[0] ?? { id: 'fallback-id', type: 'TXT' };
}

// The fallback is another record, of another type.
export async function put(zone, host, address, kind) {
  const row = await firstOf(zone, host, kind);
  // cf-codemod(dns-record-type-change): changing a DNS record's type in place ends 2026-06-30: if kind can differ from the record's type, delete the record and create the new one in one POST /zones/:zone_id/dns_records/batch
  await fetch(`${API}/zones/${zone}/dns_records/${row.id}`, { method: 'PUT', body: JSON.stringify({ type: kind, name: host, content: address }) });
}
