const BASE = 'https://api.cloudflare.com/client/v4';
const zone = process.env.ZONE;
const headers = { Authorization: `Bearer ${process.env.TOKEN}`, 'Content-Type': 'application/json' };

// The host's A record, or null.
export async function lookupHost(zoneId: string, host: string): Promise<{ id: string; content: string } | null> {
  const res = await fetch(`${BASE}/zones/${zoneId}/dns_records?type=A&name=${host}`, { headers });
  const body = (await res.json()) as { result: Array<{ id: string; content: string }> };
  if (body.result.length > 0) return body.result[0];
  return null;
}

// Given only ids of A records: written back as an A record, its type stays.
export async function putAddress(recordId: string, address: string): Promise<boolean> {
  const res = await fetch(`${BASE}/zones/${zone}/dns_records/${recordId}`, {
    method: 'PUT',
    headers,
    body: JSON.stringify({ type: 'A', name: process.env.HOST, content: address }),
  });
  return res.ok;
}

// Given the id of an A record too, but sends a CNAME: the type changes.
export async function putAlias(recordId: string, target: string): Promise<boolean> {
  // cf-codemod(dns-record-type-change): changing a DNS record's type in place ends 2026-06-30: if 'CNAME' can differ from the record's type, delete the record and create the new one in one POST /zones/:zone_id/dns_records/batch
  const res = await fetch(`${BASE}/zones/${zone}/dns_records/${recordId}`, {
    method: 'PUT',
    headers,
    body: JSON.stringify({ type: 'CNAME', name: process.env.HOST, content: target }),
  });
  return res.ok;
}
