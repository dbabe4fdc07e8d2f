const axios = require('axios');

const cf = axios.create({ baseURL: 'https://api.cloudflare.com/client/v4' });

async function publishGameServer(zoneId, domain, port) {
  const record = { type: 'SRV', ttl: 120, proxied: false };
  record.data = {
    service: '_minecraft',
    proto: '_tcp',
    name: domain,
    priority: 0,
    weight: 5,
    port,
    target: `play.${domain}`,
  };
  const { data } = await cf.post(`/zones/${zoneId}/dns_records`, record);
  return data.result;
}

module.exports = { publishGameServer };
