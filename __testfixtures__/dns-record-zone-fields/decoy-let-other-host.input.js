const axios = require('axios');

// Another DNS provider's API, with the same paths.
const provider = axios.create({ baseURL: 'https://dns.hosting.example.org/api/v1' });

async function point(zoneId, recordId, ip) {
  let response;
  if (recordId) response = await provider.patch(`/zones/${zoneId}/dns_records/${recordId}`, { content: ip });
  else response = await provider.post(`/zones/${zoneId}/dns_records`, { type: 'A', name: 'vpn', content: ip, ttl: 120 });
  const saved = response.data.result;
  return `${saved.name} (${saved.zone_name})`;
}

module.exports = { point };
