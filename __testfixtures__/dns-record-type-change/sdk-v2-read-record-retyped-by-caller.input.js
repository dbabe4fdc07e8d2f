// Control: the caller sets the record's type before the helper writes it back to its own id: the type may differ.
const cloudflare = require('cloudflare');

const client = cloudflare({ token: process.env.CF_TOKEN });
const zoneId = process.env.ZONE_ID;

async function fetchEntry(id) {
  const single = await client.dnsRecords.read(zoneId, id);
  return single.result;
}

async function saveEntry(entry) {
  await client.dnsRecords.edit(zoneId, entry.id, entry);
}

async function run(id, ip) {
  const found = await fetchEntry(id);
  found.type = 'AAAA';
  found.content = ip;
  await saveEntry(found);
}

module.exports = { run };
