const CF = 'https://api.cloudflare.com/client/v4';
const auth = { Authorization: `Bearer ${process.env.CF_API_TOKEN}` };

async function search(zone: string, filter: { type?: string; name?: string } = {}) {
  const query = new URLSearchParams();
  if (filter.type) query.set('type', filter.type);
  if (filter.name) query.set('name', filter.name);
  const res = await fetch(`${CF}/zones/${zone}/dns_records?${query.toString()}`, { headers: auth });
  return ((await res.json()) as { result: Array<{ id: string; type: string }> }).result;
}

async function searchOr(zone: string, filter: { type?: string; name?: string } = {}) {
  const query = new URLSearchParams({ type: filter.type ?? 'A', name: filter.name ?? '' });
  const res = await fetch(`${CF}/zones/${zone}/dns_records?${query}`, { headers: auth });
  return ((await res.json()) as { result: Array<{ id: string; type: string }> }).result;
}

// Looked up by name alone: a record of any type, sent another.
export async function byName(zone: string, kind: string, host: string, target: string) {
  const [hit] = await search(zone, { name: host });
  if (!hit) return;
  await fetch(`${CF}/zones/${zone}/dns_records/${hit.id}`, { method: 'PATCH', headers: auth, body: JSON.stringify({ type: kind, content: target }) });
}

// Looked up by one type, sent another.
export async function otherType(zone: string, kind: string, wanted: string, host: string, target: string) {
  const [hit] = await search(zone, { type: kind, name: host });
  if (!hit) return;
  await fetch(`${CF}/zones/${zone}/dns_records/${hit.id}`, { method: 'PATCH', headers: auth, body: JSON.stringify({ type: wanted, content: target }) });
}

// Defaults to A records when no type is given: the type sent may be another.
export async function byDefault(zone: string, kind: string, host: string, target: string) {
  const hits = await searchOr(zone, { name: host });
  const first = hits[0];
  if (!first) return;
  await fetch(`${CF}/zones/${zone}/dns_records/${first.id}`, { method: 'PATCH', headers: auth, body: JSON.stringify({ type: kind, content: target }) });
}
