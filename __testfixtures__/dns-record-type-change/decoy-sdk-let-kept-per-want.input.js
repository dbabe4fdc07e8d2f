const Cloudflare = require('cloudflare');

const cf = new Cloudflare({ apiToken: process.env.CF_API_TOKEN });

// A fresh slot for every host: only a record this turn's list gave can be in it.
async function applyAll(zoneId, entries) {
  for (const entry of entries) {
    let hit = null;
    for await (const rec of cf.dns.records.list({ zone_id: zoneId, type: entry.type, name: entry.host })) {
      if (rec.name === entry.host) {
        hit = rec;
        break;
      }
    }
    if (hit) await cf.dns.records.update(hit.id, { zone_id: zoneId, type: entry.type, name: entry.host, content: entry.value });
  }
}

// The slot outside the loop, but every record ever put in it is a CNAME (no loop around the list).
async function pointOne(zoneId, host, target) {
  let hit;
  for await (const rec of cf.dns.records.list({ zone_id: zoneId, type: 'CNAME', name: host })) {
    if (rec.name === host) hit = rec;
  }
  if (hit) await cf.dns.records.update(hit.id, { zone_id: zoneId, type: 'CNAME', name: host, content: target });
}

module.exports = { applyAll, pointOne };
