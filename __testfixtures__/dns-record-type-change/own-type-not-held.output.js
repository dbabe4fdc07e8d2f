const API = 'https://api.cloudflare.com/client/v4';
const headers = { Authorization: `Bearer ${process.env.CF_API_TOKEN}` };

function setKind(r, kind) { r.type = kind; }

// A copy merged with the wanted type.
async function merged(zone, list, kind) {
  const found = list.find((r) => r.name === 'www');
  const rec = Object.assign({}, found, { type: kind });
  // cf-codemod(dns-record-type-change): changing a DNS record's type in place ends 2026-06-30: if rec.type can differ from the record's type, delete the record and create the new one in one POST /zones/:zone_id/dns_records/batch
  await fetch(`${API}/zones/${zone}/dns_records/${rec.id}`, { method: 'PATCH', headers, body: JSON.stringify({ type: rec.type, content: '192.0.2.1' }) });
}

// The record is what the request sent.
async function fromBody(event) {
  const rec = JSON.parse(event.body);
  // cf-codemod(dns-record-type-change): changing a DNS record's type in place ends 2026-06-30: if rec.type can differ from the record's type, delete the record and create the new one in one POST /zones/:zone_id/dns_records/batch
  await fetch(`${API}/zones/${event.zone}/dns_records/${rec.id}`, { method: 'PUT', headers, body: JSON.stringify({ type: rec.type, name: rec.name, content: rec.content }) });
}

async function fromReader(event) {
  const rec = await readBody(event);
  // cf-codemod(dns-record-type-change): changing a DNS record's type in place ends 2026-06-30: if rec.type can differ from the record's type, delete the record and create the new one in one POST /zones/:zone_id/dns_records/batch
  await fetch(`${API}/zones/${rec.zone}/dns_records/${rec.id}`, { method: 'PUT', headers, body: JSON.stringify({ type: rec.type, name: rec.name, content: rec.content }) });
}

// Chosen between the caller's override and a listed one.
async function chosen(zone, input, list) {
  const rec = input.override ? input.override : list[0];
  // cf-codemod(dns-record-type-change): changing a DNS record's type in place ends 2026-06-30: if rec.type can differ from the record's type, delete the record and create the new one in one POST /zones/:zone_id/dns_records/batch
  await fetch(`${API}/zones/${zone}/dns_records/${rec.id}`, { method: 'PATCH', headers, body: JSON.stringify({ type: rec.type, content: '192.0.2.1' }) });
}

async function orDefault(zone, opts = {}) {
  const rec = opts.record ?? fallback;
  // cf-codemod(dns-record-type-change): changing a DNS record's type in place ends 2026-06-30: if rec.type can differ from the record's type, delete the record and create the new one in one POST /zones/:zone_id/dns_records/batch
  await fetch(`${API}/zones/${zone}/dns_records/${rec.id}`, { method: 'PATCH', headers, body: JSON.stringify({ type: rec.type, content: '192.0.2.1' }) });
}

// Listed, then retyped under another name, by a helper, by a callback, or in the copies a map makes.
async function aliased(zone, kind) {
  const list = await loadRecords(zone);
  const rec = list.find((r) => r.name === 'www');
  const edit = rec;
  edit.type = kind;
  // cf-codemod(dns-record-type-change): changing a DNS record's type in place ends 2026-06-30: if rec.type can differ from the record's type, delete the record and create the new one in one POST /zones/:zone_id/dns_records/batch
  await fetch(`${API}/zones/${zone}/dns_records/${rec.id}`, { method: 'PATCH', headers, body: JSON.stringify({ type: rec.type, content: '192.0.2.1' }) });
}

async function byHelper(zone, kind) {
  const records = await loadRecords(zone);
  for (const rec of records) {
    setKind(rec, kind);
    // cf-codemod(dns-record-type-change): changing a DNS record's type in place ends 2026-06-30: if rec.type can differ from the record's type, delete the record and create the new one in one POST /zones/:zone_id/dns_records/batch
    await fetch(`${API}/zones/${zone}/dns_records/${rec.id}`, { method: 'PATCH', headers, body: JSON.stringify({ type: rec.type, content: '192.0.2.1' }) });
  }
}

async function byCallback(zone, kind) {
  const records = await loadRecords(zone);
  records.forEach((r) => { r.type = kind; });
  const rec = records[0];
  // cf-codemod(dns-record-type-change): changing a DNS record's type in place ends 2026-06-30: if rec.type can differ from the record's type, delete the record and create the new one in one POST /zones/:zone_id/dns_records/batch
  await fetch(`${API}/zones/${zone}/dns_records/${rec.id}`, { method: 'PATCH', headers, body: JSON.stringify({ type: rec.type, content: '192.0.2.1' }) });
}

async function mapped(zone, kind) {
  const records = (await loadRecords(zone)).map((r) => ({ ...r, type: kind }));
  const rec = records[0];
  // cf-codemod(dns-record-type-change): changing a DNS record's type in place ends 2026-06-30: if rec.type can differ from the record's type, delete the record and create the new one in one POST /zones/:zone_id/dns_records/batch
  await fetch(`${API}/zones/${zone}/dns_records/${rec.id}`, { method: 'PATCH', headers, body: JSON.stringify({ type: rec.type, content: '192.0.2.1' }) });
}

module.exports = { merged, fromBody, fromReader, chosen, orDefault, aliased, byHelper, byCallback, mapped };
