const Cloudflare = require('cloudflare');

const cf = new Cloudflare({ apiToken: process.env.CF_TOKEN });

// The caller's changes may name a type, and they are spread after the record's own.
async function retarget(zoneId, id, changes) {
  if (changes.type) console.info(`record ${id} becomes ${changes.type}`);
  const current = await cf.dns.records.get(id, { zone_id: zoneId });
  // cf-codemod(dns-record-type-change): changing a DNS record's type in place ends 2026-06-30: if changes.type can differ from the record's type, delete the record and create the new one in one POST /zones/:zone_id/dns_records/batch
  return cf.dns.records.update(current.id, { zone_id: zoneId, type: current.type, ...changes });
}

module.exports = { retarget };
