const cloudflare = require('cloudflare');
const store = require('./store');

const client = cloudflare({ token: process.env.CF_TOKEN });

// The app's own table keeps the zone it created each record in: both ids are the app's to hold.
async function release(label) {
  const row = await store.hosts.findOne({ where: { label } });
  if (!row) return false;
  await client.dnsRecords.del(row.zone_id, row.id);
  await store.hosts.destroy({ where: { label } });
  return true;
}

// A value handed in: nothing says it is a record the API gave.
async function forget(entry) {
  await client.dnsRecords.del(entry.zone_id, entry.id);
}

module.exports = { release, forget };
