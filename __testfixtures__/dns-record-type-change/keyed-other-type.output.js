const API = 'https://api.cloudflare.com/client/v4';
const headers = { Authorization: `Bearer ${process.env.CF_API_TOKEN}`, 'Content-Type': 'application/json' };

// The id kept for the name's A record, sent a CNAME body: the type changes.
async function aliasHosts(zoneId, hosts, target) {
  const res = await fetch(`${API}/zones/${zoneId}/dns_records`, { headers });
  const { result } = await res.json();
  const ids = new Map();
  for (const r of result) ids.set(`${r.name}/${r.type}`, r.id);
  for (const name of hosts) {
    const id = ids.get(`${name}/A`);
    // cf-codemod(dns-record-type-change): changing a DNS record's type in place ends 2026-06-30: if 'CNAME' can differ from the record's type, delete the record and create the new one in one POST /zones/:zone_id/dns_records/batch
    if (id) await fetch(`${API}/zones/${zoneId}/dns_records/${id}`, { method: 'PUT', headers, body: JSON.stringify({ type: 'CNAME', name, content: target }) });
  }
}

// The map is also filled by name alone: what it gives back may be a record of any type.
async function syncMixed(zoneId, wanted) {
  const res = await fetch(`${API}/zones/${zoneId}/dns_records`, { headers });
  const { result } = await res.json();
  const ids = new Map();
  for (const r of result) {
    ids.set(`${r.name}/${r.type}`, r.id);
    ids.set(r.name, r.id);
  }
  for (const { name, content } of wanted) {
    const id = ids.get(`${name}/A`);
    // cf-codemod(dns-record-type-change): changing a DNS record's type in place ends 2026-06-30: if 'A' can differ from the record's type, delete the record and create the new one in one POST /zones/:zone_id/dns_records/batch
    if (id) await fetch(`${API}/zones/${zoneId}/dns_records/${id}`, { method: 'PUT', headers, body: JSON.stringify({ type: 'A', name, content }) });
  }
}

// The map is handed to a function of the file, which may put anything in it.
async function syncHanded(zoneId, wanted) {
  const res = await fetch(`${API}/zones/${zoneId}/dns_records`, { headers });
  const { result } = await res.json();
  const ids = new Map();
  for (const r of result) ids.set(`${r.name}/${r.type}`, r.id);
  addAliases(ids);
  for (const { name, content } of wanted) {
    const id = ids.get(`${name}/A`);
    // cf-codemod(dns-record-type-change): changing a DNS record's type in place ends 2026-06-30: if 'A' can differ from the record's type, delete the record and create the new one in one POST /zones/:zone_id/dns_records/batch
    if (id) await fetch(`${API}/zones/${zoneId}/dns_records/${id}`, { method: 'PUT', headers, body: JSON.stringify({ type: 'A', name, content }) });
  }
}

function addAliases(ids) {
  ids.set('www.example.com/A', ids.get('example.com/CNAME'));
}

// A chained set puts a second entry, keyed by name alone, in the same map.
async function syncChained(zoneId, wanted) {
  const res = await fetch(`${API}/zones/${zoneId}/dns_records`, { headers });
  const { result } = await res.json();
  const ids = new Map();
  for (const r of result) ids.set(`${r.name}/${r.type}`, r.id).set(`${r.name}/A`, r.id);
  for (const { name, content } of wanted) {
    const id = ids.get(`${name}/A`);
    // cf-codemod(dns-record-type-change): changing a DNS record's type in place ends 2026-06-30: if 'A' can differ from the record's type, delete the record and create the new one in one POST /zones/:zone_id/dns_records/batch
    if (id) await fetch(`${API}/zones/${zoneId}/dns_records/${id}`, { method: 'PUT', headers, body: JSON.stringify({ type: 'A', name, content }) });
  }
}

module.exports = { aliasHosts, syncMixed, syncHanded, syncChained };
