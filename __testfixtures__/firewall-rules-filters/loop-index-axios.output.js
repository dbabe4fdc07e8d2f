const axios = require('axios');

const API = 'https://api.cloudflare.com/client/v4';

async function removeFilters(zones, filterId) {
  for (let i = 0; i < zones.length; i++) {
    const zone = zones[i];
    // cf-codemod(firewall-rules-filters): Filters API removed 2025-01-15: nothing to delete separately; delete the WAF custom rule (phase http_request_firewall_custom)
    await axios.delete(`${API}/zones/${zone.id}/filters/${filterId}`);
  }
}

async function countRules(zoneIds) {
  let total = 0;
  for (const zoneId of zoneIds) {
    // cf-codemod(firewall-rules-filters): Firewall Rules API removed 2025-01-15: read WAF custom rules from the http_request_firewall_custom phase entrypoint ruleset
    const { data } = await axios.get(`${API}/zones/${zoneId}/firewall/rules`);
    total += data.result.length;
  }
  return total;
}

module.exports = { removeFilters, countRules };
