const axios = require('axios');

const cloudflare = axios.create({
  baseURL: 'https://api.cloudflare.com/client/v4',
  headers: { Authorization: `Bearer ${process.env.CF_API_TOKEN}` },
});

async function point(zoneId, recordId, ip) {
  let response;
  if (recordId) {
    response = await cloudflare.patch(`/zones/${zoneId}/dns_records/${recordId}`, { content: ip });
  } else {
    response = await cloudflare.post(`/zones/${zoneId}/dns_records`, { type: 'A', name: 'vpn', content: ip, ttl: 120 });
  }
  const saved = response.data.result;
  // cf-codemod(dns-record-zone-fields): DNS records no longer carry zone_name: read the zone's name from GET /zones/:zone_id (result.name), or keep the name you looked the zone up by
  return `${saved.name} (${saved.zone_name})`;
}

module.exports = { point };
