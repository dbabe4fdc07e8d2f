const axios = require('axios');

// A base cut at "/client/": the "/v4" of the API root is at the head of every path.
const cf = axios.create({
  baseURL: 'https://api.cloudflare.com/client/',
  headers: { Authorization: `Bearer ${process.env.CF_API_TOKEN}` },
});

async function aliasTo(zoneId, recordId, target) {
  await cf.patch(`/v4/zones/${zoneId}/dns_records/${recordId}`, { type: 'CNAME', content: target });
}

module.exports = { aliasTo };
