const API = 'https://api.cloudflare.com/client/v4';
const headers = { Authorization: `Bearer ${process.env.CF_API_TOKEN}`, 'Content-Type': 'application/json' };

interface EditInput {
  type?: string;
  content?: string;
  ttl?: number;
}

// The caller's changes are laid over the record as it stands: a type among them changes it in place.
export async function applyEdit(zoneId: string, recordId: string, changes: EditInput) {
  const res = await fetch(`${API}/zones/${zoneId}/dns_records/${recordId}`, { headers });
  const { result: current } = await res.json();
  if ((changes.type ?? current.type) === 'MX') throw new Error('MX records are edited elsewhere');
  const merged = { ...current, ...changes };
  // cf-codemod(dns-record-type-change): changing a DNS record's type in place ends 2026-06-30: if changes.type can differ from the record's type, delete the record and create the new one in one POST /zones/:zone_id/dns_records/batch
  await fetch(`${API}/zones/${zoneId}/dns_records/${recordId}`, { method: 'PUT', headers, body: JSON.stringify(merged) });
}

// Only the content is laid over the record: its type stays.
export async function setContent(zoneId: string, recordId: string, content: string) {
  const res = await fetch(`${API}/zones/${zoneId}/dns_records/${recordId}`, { headers });
  const { result: current } = await res.json();
  const patch = { content, ttl: 60 };
  await fetch(`${API}/zones/${zoneId}/dns_records/${recordId}`, { method: 'PUT', headers, body: JSON.stringify({ ...current, ...patch }) });
}
