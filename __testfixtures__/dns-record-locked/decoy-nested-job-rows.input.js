const axios = require('axios');

const jobs = axios.create({ baseURL: 'https://jobs.internal.example/v1' });

async function stuckJobs(zone) {
  const { data } = await jobs.get(`/zones/${zone}/dns_records`);
  for (const [i, { locked }] of data.result.entries()) if (locked) console.log(i);
  for (const [n, row] of data.result.entries()) console.log(n, row.locked);
  return data.result.map(({ zone_id, locked } = {}) => `${zone_id}:${locked}`);
}

module.exports = { stuckJobs };
