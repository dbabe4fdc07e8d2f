// Zone fields read from records taken apart with a default, inside an index pair, and beside a nested field.
const axios = require('axios');

const cf = axios.create({ baseURL: 'https://api.cloudflare.com/client/v4' });

async function listZoneRecords(zone) {
  const { data } = await cf.get(`/zones/${zone}/dns_records`);
  // cf-codemod(dns-record-zone-fields): DNS records no longer carry zone_name: read the zone's name from GET /zones/:zone_id (result.name), or keep the name you looked the zone up by
  data.result.forEach(({ name, zone_name } = {}) => console.log(name, zone_name));
  // cf-codemod(dns-record-zone-fields): DNS records no longer carry zone_id: use the zone id this request was sent to (it is in its URL, /zones/:zone_id/dns_records)
  for (const [i, { zone_id }] of data.result.entries()) console.log(i, zone_id);
  // cf-codemod(dns-record-zone-fields): DNS records no longer carry zone_name: read the zone's name from GET /zones/:zone_id (result.name), or keep the name you looked the zone up by
  for (const [n, record] of data.result.entries()) console.log(n, record.zone_name);
  // cf-codemod(dns-record-zone-fields): DNS records no longer carry zone_id: use the zone id this request was sent to (it is in its URL, /zones/:zone_id/dns_records)
  return data.result.map(({ meta: { source }, zone_id }) => `${source}@${zone_id}`);
}

// A default that is a record only when no argument is given: not followed.
function owner({ zone_id } = {}) {
  return zone_id;
}

module.exports = { listZoneRecords, owner };
