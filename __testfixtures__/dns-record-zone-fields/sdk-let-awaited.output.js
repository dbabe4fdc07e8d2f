const Cloudflare = require('cloudflare');

const client = new Cloudflare({ apiToken: process.env.CF_API_TOKEN });

async function upsertTxt(zoneId, found, value) {
  let record;
  if (found) record = await client.dns.records.edit(found.id, { zone_id: zoneId, content: value });
  else record = await client.dns.records.create({ zone_id: zoneId, type: 'TXT', name: '_verify', content: value, ttl: 1 });
  // cf-codemod(dns-record-zone-fields): DNS records no longer carry zone_name: read the zone's name from GET /zones/:zone_id (result.name), or keep the name you looked the zone up by
  // cf-codemod(dns-record-zone-fields): DNS records no longer carry zone_id: use the zone id this request was sent to (it is in its URL, /zones/:zone_id/dns_records)
  console.log('TXT %s saved in zone %s (%s)', record.id, record.zone_name, record.zone_id);
  return record;
}

module.exports = { upsertTxt };
