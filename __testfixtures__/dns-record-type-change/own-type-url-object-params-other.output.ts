const BASE = 'https://api.cloudflare.com/client/v4';

interface Listed {
  result: { id: string }[];
}

// The query parameters filter on one type, the update sends another.
export async function retype(zoneId: string, from: string, to: string, fqdn: string, token: string): Promise<void> {
  const headers = { Authorization: `Bearer ${token}` };
  const filters = new URLSearchParams({ type: from, name: fqdn });
  const page = (await (await fetch(`${BASE}/zones/${zoneId}/dns_records?${filters}`, { headers })).json()) as Listed;
  const [hit] = page.result;
  // cf-codemod(dns-record-type-change): changing a DNS record's type in place ends 2026-06-30: if to can differ from the record's type, delete the record and create the new one in one POST /zones/:zone_id/dns_records/batch
  if (hit) await fetch(`${BASE}/zones/${zoneId}/dns_records/${hit.id}`, { method: 'PATCH', headers, body: JSON.stringify({ type: to, content: fqdn }) });
}

// The type filter is deleted again before the request.
export async function dropped(zoneId: string, recordType: string, fqdn: string, token: string): Promise<void> {
  const headers = { Authorization: `Bearer ${token}` };
  const url = new URL(`${BASE}/zones/${zoneId}/dns_records`);
  url.searchParams.set('type', recordType);
  url.searchParams.set('name', fqdn);
  url.searchParams.delete('type');
  const page = (await (await fetch(url, { headers })).json()) as Listed;
  const hit = page.result[0];
  // cf-codemod(dns-record-type-change): changing a DNS record's type in place ends 2026-06-30: if recordType can differ from the record's type, delete the record and create the new one in one POST /zones/:zone_id/dns_records/batch
  if (hit) await fetch(`${BASE}/zones/${zoneId}/dns_records/${hit.id}`, { method: 'PATCH', headers, body: JSON.stringify({ type: recordType, content: fqdn }) });
}
