const axios = require('axios');

const cf = axios.create({ baseURL: 'https://api.cloudflare.com/client/v4' });

async function printRecords(zone) {
  const { data } = await cf.get(`/zones/${zone}/dns_records`);
  data.result.forEach(({ name, zone_name }) => {
    console.log(`${name} (${zone_name})`);
  });
  for (const { id, zone_id } of data.result.filter((r) => r.proxied)) console.log(id, zone_id);
}

module.exports = { printRecords };
