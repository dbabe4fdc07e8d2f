const Cloudflare = require('cloudflare');

const cf = new Cloudflare({ apiToken: process.env.CF_API_TOKEN });

// One slot for every host: a host not found this turn leaves last turn's record in it.
async function applyAll(zoneId, entries) {
  let hit = null;
  for (const entry of entries) {
    for await (const rec of cf.dns.records.list({ zone_id: zoneId, type: entry.type, name: entry.host })) {
      if (rec.name === entry.host) {
        hit = rec;
        break;
      }
    }
    if (hit) await cf.dns.records.update(hit.id, { zone_id: zoneId, type: entry.type, name: entry.host, content: entry.value });
  }
}

// The same with a literal filter, the loop counting down.
async function pointAll(zoneId, hosts, target) {
  let hit;
  let i = hosts.length;
  while (i-- > 0) {
    for await (const rec of cf.dns.records.list({ zone_id: zoneId, type: 'CNAME', name: hosts[i] })) {
      if (rec.name === hosts[i]) hit = rec;
    }
    if (hit) await cf.dns.records.update(hit.id, { zone_id: zoneId, type: 'CNAME', name: hosts[i], content: target });
  }
}

module.exports = { applyAll, pointAll };
