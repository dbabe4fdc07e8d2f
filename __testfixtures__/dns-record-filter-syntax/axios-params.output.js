const axios = require('axios');

const cf = axios.create({
  baseURL: 'https://api.cloudflare.com/client/v4',
  headers: { Authorization: `Bearer ${process.env.CF_API_TOKEN}` },
});

async function underApi(zoneId) {
  const { data } = await cf.get(`/zones/${zoneId}/dns_records`, { params: { 'name.startswith': 'api.', per_page: 100 } });
  return data.result;
}

async function twoHosts(zoneId) {
  // cf-codemod(dns-record-filter-syntax): content= with a comma-separated list no longer matches any of the values (since 2025-05-23): send match=any&content=a&content=b (match=any applies to every filter of the request), or one request per value
  const { data } = await axios.get(`https://api.cloudflare.com/client/v4/zones/${zoneId}/dns_records`, {
    headers: { Authorization: `Bearer ${process.env.CF_API_TOKEN}` },
    params: { content: '192.0.2.1,192.0.2.2' },
  });
  return data.result;
}

module.exports = { underApi, twoHosts };
