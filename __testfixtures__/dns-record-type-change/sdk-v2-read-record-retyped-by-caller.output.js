// Control: the caller sets the record's type before the helper writes it back to its own id: the type may differ.
const cloudflare = require('cloudflare');

const client = cloudflare({ token: process.env.CF_TOKEN });
const zoneId = process.env.ZONE_ID;

async function fetchEntry(id) {
  const single = await client.dnsRecords.read(zoneId, id);
  return single.result;
}

async function saveEntry(entry) {
  // cf-codemod(dns-record-type-change): changing a DNS record's type in place ends 2026-06-30: if entry.type can differ from the record's type, delete the record and create the new one in one POST /zones/:zone_id/dns_records/batch
  await client.dnsRecords.edit(zoneId, entry.id, entry);
}

async function run(id, ip) {
  const found = await fetchEntry(id);
  found.type = 'AAAA';
  found.content = ip;
  await saveEntry(found);
}

module.exports = { run };
