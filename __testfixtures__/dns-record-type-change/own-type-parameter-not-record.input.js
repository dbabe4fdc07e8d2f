const API = 'https://api.cloudflare.com/client/v4';
const headers = { Authorization: `Bearer ${process.env.CF_API_TOKEN}` };

// A caller writes the object it passes: its type is the caller's choice, not the record's.
async function repoint(zone, entry, address) {
  await fetch(`${API}/zones/${zone}/dns_records/${entry.id}`, { method: 'PUT', headers, body: JSON.stringify({ type: entry.type, name: entry.name, content: address }) });
}

async function fromForm(zone, form) {
  await repoint(zone, { id: form.recordId, type: 'CNAME', name: form.host }, form.target);
}

// The id of one object, the type of another.
async function crossed(zone, a, b) {
  await fetch(`${API}/zones/${zone}/dns_records/${a.id}`, { method: 'PATCH', headers, body: JSON.stringify({ type: b.type }) });
}

// Retyped before it is sent.
async function retyped(zone, address) {
  const res = await fetch(`${API}/zones/${zone}/dns_records`, { headers });
  (await res.json()).result.forEach((rec) => {
    rec.type = 'AAAA';
    fetch(`${API}/zones/${zone}/dns_records/${rec.id}`, { method: 'PATCH', headers, body: JSON.stringify({ type: rec.type, content: address }) });
  });
}

// Given another object before it is sent.
async function reassigned(zone, next) {
  const res = await fetch(`${API}/zones/${zone}/dns_records`, { headers });
  let rec = (await res.json()).result[0];
  rec = next;
  await fetch(`${API}/zones/${zone}/dns_records/${rec.id}`, { method: 'PATCH', headers, body: JSON.stringify({ type: rec.type }) });
}

// The records a request carries, not records the code listed.
function fromRequest(req) {
  req.body.records.forEach((r) => {
    fetch(`${API}/zones/${req.body.zone}/dns_records/${r.id}`, { method: 'PUT', headers, body: JSON.stringify({ type: r.type, content: r.content }) });
  });
}

module.exports = { fromForm, crossed, retyped, reassigned, fromRequest };
