const wanted: Array<{ id: string; type: string; content: string }> = require('./wanted-entries');
const { PINNED } = require('./pinned-entries');

const BASE = 'https://api.cloudflare.com/client/v4';
const auth = { Authorization: `Bearer ${process.env.CF_TOKEN}` };

// Entries another module writes by hand, brought in with require: their type is whatever it says.
export async function applyAll(zoneId: string) {
  for (const entry of wanted) {
    await fetch(`${BASE}/zones/${zoneId}/dns_records/${entry.id}`, { method: 'PUT', headers: auth, body: JSON.stringify({ type: entry.type, content: entry.content }) });
  }
}

// One picked out of a required list.
export async function applyPinned(zoneId: string) {
  const first = PINNED[0];
  await fetch(`${BASE}/zones/${zoneId}/dns_records/${first.id}`, { method: 'PATCH', headers: auth, body: JSON.stringify({ type: first.type }) });
}
