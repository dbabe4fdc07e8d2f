const API = 'https://api.cloudflare.com/client/v4';
const headers = { Authorization: `Bearer ${process.env.CF_API_TOKEN}`, 'Content-Type': 'application/json' };

// A desired-state sync: the zone's records are indexed by name and type, and each wanted A record
// updates the id found under its own name and the type A, so the record updated is an A record.
async function syncAddresses(zoneId, wanted) {
  const res = await fetch(`${API}/zones/${zoneId}/dns_records?per_page=5000`, { headers });
  const { result } = await res.json();
  const ids = new Map();
  for (const r of result) ids.set(`${r.name}/${r.type}`, r.id);
  for (const { name, content } of wanted) {
    const id = ids.get(`${name}/A`);
    if (!id) continue;
    await fetch(`${API}/zones/${zoneId}/dns_records/${id}`, { method: 'PUT', headers, body: JSON.stringify({ type: 'A', name, content, ttl: 1 }) });
  }
  return ids.size;
}

// Records kept whole, the type first in the key, and the type looked up given as the same name the
// body sends.
async function syncAny(zoneId, kind, entries) {
  const res = await fetch(`${API}/zones/${zoneId}/dns_records`, { headers });
  const body = await res.json();
  const existing = new Map();
  body.result.forEach((rec) => existing.set(`${rec.type}:${rec.name}`, rec));
  for (const entry of entries) {
    const found = existing.get(`${kind}:${entry.name}`);
    if (found) {
      await fetch(`${API}/zones/${zoneId}/dns_records/${found.id}`, { method: 'PATCH', headers, body: JSON.stringify({ type: kind, content: entry.content }) });
    }
  }
}

module.exports = { syncAddresses, syncAny };
