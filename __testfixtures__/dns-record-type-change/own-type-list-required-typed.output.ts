const wanted: Array<{ id: string; type: string; content: string }> = require('./wanted-entries');
const { PINNED } = require('./pinned-entries');

const BASE = 'https://api.cloudflare.com/client/v4';
const auth = { Authorization: `Bearer ${process.env.CF_TOKEN}` };

// Entries another module writes by hand, brought in with require: their type is whatever it says.
export async function applyAll(zoneId: string) {
  for (const entry of wanted) {
    // cf-codemod(dns-record-type-change): changing a DNS record's type in place ends 2026-06-30: if entry.type can differ from the record's type, delete the record and create the new one in one POST /zones/:zone_id/dns_records/batch
    await fetch(`${BASE}/zones/${zoneId}/dns_records/${entry.id}`, { method: 'PUT', headers: auth, body: JSON.stringify({ type: entry.type, content: entry.content }) });
  }
}

// One picked out of a required list.
export async function applyPinned(zoneId: string) {
  const first = PINNED[0];
  // cf-codemod(dns-record-type-change): changing a DNS record's type in place ends 2026-06-30: if first.type can differ from the record's type, delete the record and create the new one in one POST /zones/:zone_id/dns_records/batch
  await fetch(`${BASE}/zones/${zoneId}/dns_records/${first.id}`, { method: 'PATCH', headers: auth, body: JSON.stringify({ type: first.type }) });
}
