// A cron job: one helper fetches the record by id, the caller changes its address, another writes it back to its own id.
const cloudflare = require('cloudflare');

const client = cloudflare({ token: process.env.CF_TOKEN });
const zoneId = process.env.ZONE_ID;

async function fetchEntry(label) {
  const listing = await client.dnsRecords.browse(zoneId);
  const match = listing.result.find((e) => e.name === label);
  if (!match) return undefined;
  const single = await client.dnsRecords.read(zoneId, match.id);
  return single.result;
}

async function saveEntry(entry) {
  const key = entry.id;
  await client.dnsRecords.edit(zoneId, key, entry);
}

async function run(label, ip) {
  const found = await fetchEntry(label);
  if (!found || found.content === ip) return;
  let next = found;
  next.content = ip;
  await saveEntry(next);
}

module.exports = { run };
