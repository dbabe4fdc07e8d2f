const axios = require('axios');

const jobs = axios.create({ baseURL: 'https://jobs.internal.example/v1' });

async function jobZones(zone) {
  const { data } = await jobs.get(`/zones/${zone}/dns_records`);
  for (const [i, { zone_id }] of data.result.entries()) console.log(i, zone_id);
  data.result.forEach(({ zone_name } = {}) => console.log(zone_name));
  return data.result.map(({ meta: { attempts }, zone_id }) => `${attempts}@${zone_id}`);
}

module.exports = { jobZones };
