const axios = require('axios');

const cf = axios.create({
  baseURL: 'https://api.cloudflare.com/client/v4',
  headers: { Authorization: `Bearer ${process.env.CF_API_TOKEN}` },
});

async function underApi(zoneId) {
  const { data } = await cf.get(`/zones/${zoneId}/dns_records`, { params: { name: 'starts_with:api.', per_page: 100 } });
  return data.result;
}

async function twoHosts(zoneId) {
  const { data } = await axios.get(`https://api.cloudflare.com/client/v4/zones/${zoneId}/dns_records`, {
    headers: { Authorization: `Bearer ${process.env.CF_API_TOKEN}` },
    params: { content: '192.0.2.1,192.0.2.2' },
  });
  return data.result;
}

module.exports = { underApi, twoHosts };
