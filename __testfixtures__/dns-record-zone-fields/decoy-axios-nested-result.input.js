const axios = require('axios');

const CF = 'https://api.cloudflare.com/client/v4';
const INVENTORY = 'https://inventory.example.net/v1';

/** The inventory's own record list, read the same way. */
async function inventory(zoneId) {
  const {
    data: { result },
  } = await axios.get(`${INVENTORY}/zones/${zoneId}/dns_records`);
  return result.map((r) => r.zone_name + r.zone_id);
}

/** Cloudflare's zones, destructured the same way: zones are not records. */
async function zones(token) {
  const { data: { result } } = await axios.get(`${CF}/zones`, { headers: { Authorization: `Bearer ${token}` } });
  return result.map((z) => z.zone_id || z.zone_name);
}

/** A field of the body beside the result. */
async function info(zoneId, token) {
  const { data: { result_info } } = await axios.get(`${CF}/zones/${zoneId}/dns_records`, { headers: { Authorization: `Bearer ${token}` } });
  return result_info.zone_name;
}

module.exports = { inventory, zones, info };
