const API = 'https://api.cloudflare.com/client/v4';

async function put(zone: string, id: string, record: object) {
  return fetch(`${API}/zones/${zone}/dns_records/${id}`, { method: 'PUT', headers: { Authorization: `Bearer ${process.env.CF_API_TOKEN}` }, body: JSON.stringify(record) });
}

export async function convert(zone: string, id: string, kind: string, content: string) {
  const next: Record<string, unknown> = { ttl: 1 };
  next.content = content;
  next.type = kind;
  // cf-codemod(dns-record-type-change): changing a DNS record's type in place ends 2026-06-30: if kind can differ from the record's type, delete the record and create the new one in one POST /zones/:zone_id/dns_records/batch
  await put(zone, id, next);
}
