const API = 'https://api.cloudflare.com/client/v4';
const headers = () => ({ Authorization: `Bearer ${process.env.CF_API_TOKEN}`, 'Content-Type': 'application/json' });

// Adds its own settings to the caller's record.
async function replaceRecord(zoneId, recordId, body) {
  // cf-codemod(dns-record-type-change): changing a DNS record's type in place ends 2026-06-30: if body.type can differ from the record's type, delete the record and create the new one in one POST /zones/:zone_id/dns_records/batch
  const res = await fetch(`${API}/zones/${zoneId}/dns_records/${recordId}`, { method: 'PUT', headers: headers(), body: JSON.stringify({ ...body, ttl: 1, proxied: false }) });
  return res.json();
}

// Forces the type: the caller's object does not say what the record is.
async function replaceAsSrv(zoneId, recordId, body) {
  // cf-codemod(dns-record-type-change): changing a DNS record's type in place ends 2026-06-30: if 'SRV' can differ from the record's type, delete the record and create the new one in one POST /zones/:zone_id/dns_records/batch
  return fetch(`${API}/zones/${zoneId}/dns_records/${recordId}`, { method: 'PUT', headers: headers(), body: JSON.stringify({ ...body, type: 'SRV' }) });
}

// Writes the caller's body before sending it: not what the caller wrote.
async function replaceFromKind(zoneId, recordId, body) {
  body.type = body.kind;
  delete body.kind;
  // cf-codemod(dns-record-type-change): changing a DNS record's type in place ends 2026-06-30: if body.type can differ from the record's type, delete the record and create the new one in one POST /zones/:zone_id/dns_records/batch
  return fetch(`${API}/zones/${zoneId}/dns_records/${recordId}`, { method: 'PUT', headers: headers(), body: JSON.stringify(body) });
}

// Writes the body through another name: the type sent is the options'.
async function replaceTyped(zoneId, recordId, opts) {
  const record = opts.body;
  record.type = opts.type;
  return fetch(`${API}/zones/${zoneId}/dns_records/${recordId}`, { method: 'PUT', headers: headers(), body: JSON.stringify(opts.body) });
}

// Hands the body to a function that may fill it in before it is sent.
async function replaceFilled(zoneId, recordId, body) {
  withDefaults(body);
  // cf-codemod(dns-record-type-change): changing a DNS record's type in place ends 2026-06-30: if body.type can differ from the record's type, delete the record and create the new one in one POST /zones/:zone_id/dns_records/batch
  return fetch(`${API}/zones/${zoneId}/dns_records/${recordId}`, { method: 'PUT', headers: headers(), body: JSON.stringify(body) });
}

function withDefaults(record) {
  if (!record.type) record.type = 'A';
}

module.exports = { replaceRecord, replaceAsSrv, replaceFromKind, replaceTyped, replaceFilled };
