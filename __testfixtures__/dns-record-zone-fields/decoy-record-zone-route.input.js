const Cloudflare = require('cloudflare');

const api = new Cloudflare({ apiToken: process.env.CF_TOKEN });

// The app's own rows point at records: the record's id is kept under another name.
async function prune(rows) {
  for (const row of rows) {
    await api.dns.records.delete(row.record_id, { zone_id: row.zone_id });
  }
}

// The zone comes from the zone object, the id from the record.
async function remove(zone, rec) {
  await api.dns.records.delete(rec.id, { zone_id: zone.id });
  await fetch(`https://api.cloudflare.com/client/v4/zones/${zone.zone_id}/dns_records/${rec.id}`, { method: 'DELETE' });
}

// A job keeps the zone under a name of its own.
async function retry(job) {
  await api.dns.records.delete(job.id, { zone_id: job.zoneId });
}

module.exports = { prune, remove, retry };
