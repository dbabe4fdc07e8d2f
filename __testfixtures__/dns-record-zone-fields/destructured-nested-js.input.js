// Zone fields read from records taken apart with a default, inside an index pair, and beside a nested field.
const axios = require('axios');

const cf = axios.create({ baseURL: 'https://api.cloudflare.com/client/v4' });

async function listZoneRecords(zone) {
  const { data } = await cf.get(`/zones/${zone}/dns_records`);
  data.result.forEach(({ name, zone_name } = {}) => console.log(name, zone_name));
  for (const [i, { zone_id }] of data.result.entries()) console.log(i, zone_id);
  for (const [n, record] of data.result.entries()) console.log(n, record.zone_name);
  return data.result.map(({ meta: { source }, zone_id }) => `${source}@${zone_id}`);
}

// A default that is a record only when no argument is given: not followed.
function owner({ zone_id } = {}) {
  return zone_id;
}

module.exports = { listZoneRecords, owner };
