const cloudflare = require('cloudflare');

const cf = cloudflare({ token: process.env.CLOUDFLARE_TOKEN });

async function addCname(zoneId, name, target) {
  return cf.dnsRecords.add(zoneId, { type: 'CNAME', name, content: target, proxied: true, ttl: 1, locked: false });
}

async function moveRecord(zoneId, record, content) {
  const body = { type: record.type, name: record.name, content, ttl: record.ttl, proxied: record.proxied, locked: record.locked };
  return cf.dnsRecords.edit(zoneId, record.id, body);
}

async function report(zoneId) {
  const res = await cf.dnsRecords.browse(zoneId);
  const rows = res.result.map((r) => [r.name, r.type, r.locked]);
  const unlocked = res.result.filter((r) => !r.locked).length;
  return { rows, unlocked };
}

module.exports = { addCname, moveRecord, report };
