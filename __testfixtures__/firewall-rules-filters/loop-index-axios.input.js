const axios = require('axios');

const API = 'https://api.cloudflare.com/client/v4';

async function removeFilters(zones, filterId) {
  for (let i = 0; i < zones.length; i++) {
    const zone = zones[i];
    await axios.delete(`${API}/zones/${zone.id}/filters/${filterId}`);
  }
}

async function countRules(zoneIds) {
  let total = 0;
  for (const zoneId of zoneIds) {
    const { data } = await axios.get(`${API}/zones/${zoneId}/firewall/rules`);
    total += data.result.length;
  }
  return total;
}

module.exports = { removeFilters, countRules };
