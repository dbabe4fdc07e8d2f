const Cloudflare = require('cloudflare');

const cf = new Cloudflare({ apiToken: process.env.CF_TOKEN });

// The caller's changes may name a type, and they are spread after the record's own.
async function retarget(zoneId, id, changes) {
  if (changes.type) console.info(`record ${id} becomes ${changes.type}`);
  const current = await cf.dns.records.get(id, { zone_id: zoneId });
  return cf.dns.records.update(current.id, { zone_id: zoneId, type: current.type, ...changes });
}

module.exports = { retarget };
