const axios = require('axios');

const api = axios.create({ baseURL: 'https://api.cloudflare.com/client/v4' });

async function auditLocks(zone) {
  const { data } = await api.get(`/zones/${zone}/dns_records`);
  data.result.forEach(({ name, locked = false }) => {
    console.log(`${name}: ${locked}`);
  });
  const flags = data.result.map((rec) => {
    const { locked = false } = rec;
    return locked;
  });
  console.log(flags);
  return data.result.filter((r) => r.proxied).map(({ id, locked: flag }) => ({ id, editable: !flag }));
}

module.exports = { auditLocks };
