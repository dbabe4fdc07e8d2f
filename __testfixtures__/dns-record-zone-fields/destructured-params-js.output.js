const axios = require('axios');

const cf = axios.create({ baseURL: 'https://api.cloudflare.com/client/v4' });

async function printRecords(zone) {
  const { data } = await cf.get(`/zones/${zone}/dns_records`);
  // cf-codemod(dns-record-zone-fields): DNS records no longer carry zone_name: read the zone's name from GET /zones/:zone_id (result.name), or keep the name you looked the zone up by
  data.result.forEach(({ name, zone_name }) => {
    console.log(`${name} (${zone_name})`);
  });
  // cf-codemod(dns-record-zone-fields): DNS records no longer carry zone_id: use the zone id this request was sent to (it is in its URL, /zones/:zone_id/dns_records)
  for (const { id, zone_id } of data.result.filter((r) => r.proxied)) console.log(id, zone_id);
}

module.exports = { printRecords };
