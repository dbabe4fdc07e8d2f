const CF = 'https://api.cloudflare.com/client/v4';
const auth = { Authorization: `Bearer ${process.env.CF_API_TOKEN}` };

// The lookup writes the type into its query only when it is given one.
async function search(zone, filter = {}) {
  const query = new URLSearchParams();
  if (filter.type) query.set('type', filter.type);
  if (filter.name) query.set('name', filter.name);
  const res = await fetch(`${CF}/zones/${zone}/dns_records?${query.toString()}`, { headers: auth });
  return (await res.json()).result;
}

// Or with an empty default.
async function searchAll(zone, filter = {}) {
  const query = new URLSearchParams({ type: filter.type ?? '', name: filter.name || '' });
  const res = await fetch(`${CF}/zones/${zone}/dns_records?${query}`, { headers: auth });
  return (await res.json()).result;
}

async function point(zone, kind, host, target) {
  const [hit] = await search(zone, { type: kind, name: host });
  if (!hit) return;
  await fetch(`${CF}/zones/${zone}/dns_records/${hit.id}`, { method: 'PATCH', headers: auth, body: JSON.stringify({ type: kind, content: target }) });
}

async function pointAll(zone, kind, host, target) {
  const hits = await searchAll(zone, { type: kind, name: host });
  const first = hits[0];
  if (!first) return;
  await fetch(`${CF}/zones/${zone}/dns_records/${first.id}`, { method: 'PATCH', headers: auth, body: JSON.stringify({ type: kind, content: target }) });
}

module.exports = { point, pointAll };
