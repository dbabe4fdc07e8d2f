const Cloudflare = require('cloudflare');

const cf = new Cloudflare({ apiToken: process.env.CF_TOKEN });

// The caller's changes may name a type, but the record's own is written after them and wins.
async function retarget(zoneId, id, changes) {
  if (changes.type) console.info(`record ${id} keeps its type, not ${changes.type}`);
  const current = await cf.dns.records.get(id, { zone_id: zoneId });
  return cf.dns.records.update(current.id, { zone_id: zoneId, ...changes, type: current.type });
}

module.exports = { retarget };
