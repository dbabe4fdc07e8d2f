const Cloudflare = require('cloudflare');

const cf = new Cloudflare({ apiToken: process.env.CF_TOKEN });

// Records: { id, type, name }.

// A caller hands in a copy with a type of its own.
async function resend(zoneId, rec, ip) {
  // cf-codemod(dns-record-type-change): changing a DNS record's type in place ends 2026-06-30: if rec.type can differ from the record's type, delete the record and create the new one in one POST /zones/:zone_id/dns_records/batch
  return cf.dns.records.update(rec.id, { zone_id: zoneId, name: rec.name, type: rec.type, content: ip });
}

async function retype(zoneId, host, ip, kind) {
  const page = await cf.dns.records.list({ zone_id: zoneId });
  for (const entry of page.result.filter((r) => r.name === host)) await resend(zoneId, { ...entry, type: kind }, ip);
}

// A public function: a caller out of sight may hand in any id and type (a request's input).
async function save(zoneId, rec, ip) {
  // cf-codemod(dns-record-type-change): changing a DNS record's type in place ends 2026-06-30: if rec.type can differ from the record's type, delete the record and create the new one in one POST /zones/:zone_id/dns_records/batch
  return cf.dns.records.update(rec.id, { zone_id: zoneId, name: rec.name, type: rec.type, content: ip });
}

module.exports = { retype, save };
