const axios = require('axios');

const dns = axios.create({ baseURL: 'https://dns.example.org/client' });

async function aliasTo(zoneId, recordId, target) {
  await dns.patch(`/v4/zones/${zoneId}/dns_records/${recordId}`, { type: 'CNAME', content: target });
}

module.exports = { aliasTo };
