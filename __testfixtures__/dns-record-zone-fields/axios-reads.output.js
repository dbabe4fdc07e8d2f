const axios = require('axios');

const api = axios.create({
  baseURL: 'https://api.cloudflare.com/client/v4/',
  headers: { Authorization: `Bearer ${process.env.CF_API_TOKEN}` },
});

async function createTxt(zoneId, name, value) {
  const { data } = await api.post(`zones/${zoneId}/dns_records`, { type: 'TXT', name, content: value, ttl: 120, zone_id: zoneId });
  // cf-codemod(dns-record-zone-fields): DNS records no longer carry zone_name: read the zone's name from GET /zones/:zone_id (result.name), or keep the name you looked the zone up by
  console.log('created %s in %s', data.result.id, data.result.zone_name);
  return data.result;
}

async function byZone(zoneId) {
  const { data } = await api.get(`zones/${zoneId}/dns_records`, { params: { per_page: 50 } });
  const grouped = {};
  for (const record of data.result) {
    // cf-codemod(dns-record-zone-fields): DNS records no longer carry zone_id: use the zone id this request was sent to (it is in its URL, /zones/:zone_id/dns_records)
    (grouped[record.zone_id] = grouped[record.zone_id] || []).push(record.name);
  }
  return grouped;
}

module.exports = { createTxt, byZone };
