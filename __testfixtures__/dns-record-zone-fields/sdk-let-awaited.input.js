const Cloudflare = require('cloudflare');

const client = new Cloudflare({ apiToken: process.env.CF_API_TOKEN });

async function upsertTxt(zoneId, found, value) {
  let record;
  if (found) record = await client.dns.records.edit(found.id, { zone_id: zoneId, content: value });
  else record = await client.dns.records.create({ zone_id: zoneId, type: 'TXT', name: '_verify', content: value, ttl: 1 });
  console.log('TXT %s saved in zone %s (%s)', record.id, record.zone_name, record.zone_id);
  return record;
}

module.exports = { upsertTxt };
