const axios = require('axios');

const CF = 'https://api.cloudflare.com/client/v4';

async function exportZone(zoneId, token) {
  const {
    data: { result },
  } = await axios.get(`${CF}/zones/${zoneId}/dns_records`, { headers: { Authorization: `Bearer ${token}` } });
  // cf-codemod(dns-record-zone-fields): DNS records no longer carry zone_name: read the zone's name from GET /zones/:zone_id (result.name), or keep the name you looked the zone up by
  return result.map((r) => ({ name: r.name, zone: r.zone_name }));
}

async function firstZoneId(zoneId, token) {
  const { data: { result: list } } = await axios.get(`${CF}/zones/${zoneId}/dns_records?per_page=1`, { headers: { Authorization: `Bearer ${token}` } });
  // cf-codemod(dns-record-zone-fields): DNS records no longer carry zone_id: use the zone id this request was sent to (it is in its URL, /zones/:zone_id/dns_records)
  return list[0].zone_id;
}

async function parsedBody(zoneId, token) {
  const res = await fetch(`${CF}/zones/${zoneId}/dns_records`, { headers: { Authorization: `Bearer ${token}` } });
  const records = (await res.json()).result;
  // cf-codemod(dns-record-zone-fields): DNS records no longer carry zone_id: use the zone id this request was sent to (it is in its URL, /zones/:zone_id/dns_records)
  return records.filter((r) => r.type === 'A').map((r) => r.zone_id);
}

module.exports = { exportZone, firstZoneId, parsedBody };
