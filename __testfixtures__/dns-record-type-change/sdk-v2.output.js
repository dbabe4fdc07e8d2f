const cloudflare = require('cloudflare');

const cf = cloudflare({ token: process.env.CLOUDFLARE_TOKEN });

async function replace(zoneId, id, wanted) {
  // cf-codemod(dns-record-type-change): changing a DNS record's type in place ends 2026-06-30: if wanted.type can differ from the record's type, delete the record and create the new one in one POST /zones/:zone_id/dns_records/batch
  return cf.dnsRecords.edit(zoneId, id, { type: wanted.type, name: wanted.name, content: wanted.content, ttl: 1 });
}

module.exports = { replace };
