const axios = require('axios');

function getConfig() {
  return {
    api: 'https://api.cloudflare.com/client/v4',
    zone: process.env.CF_ZONE_ID,
  };
}

const defaults = { endpoint: 'https://api.cloudflare.com/client/v4', perPage: 50 };

async function listRules() {
  const config = getConfig();
  // cf-codemod(firewall-rules-filters): Firewall Rules API removed 2025-01-15: read WAF custom rules from the http_request_firewall_custom phase entrypoint ruleset
  const { data } = await axios.get(`${config.api}/zones/${config.zone}/firewall/rules`);
  return data.result;
}

async function dropFilter(zoneId, id) {
  // cf-codemod(firewall-rules-filters): Filters API removed 2025-01-15: nothing to delete separately; delete the WAF custom rule (phase http_request_firewall_custom)
  await fetch(defaults.endpoint + '/zones/' + zoneId + '/filters/' + id, { method: 'DELETE' });
}

module.exports = { listRules, dropFilter };
