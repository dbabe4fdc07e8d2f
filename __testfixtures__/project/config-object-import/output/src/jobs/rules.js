const axios = require('axios');
const settings = require('../settings');

async function listRules() {
  // cf-codemod(firewall-rules-filters): Firewall Rules API removed 2025-01-15: read WAF custom rules from the http_request_firewall_custom phase entrypoint ruleset
  const { data } = await axios.get(settings.cfBase + '/zones/' + settings.zoneId + '/firewall/rules');
  return data.result;
}

module.exports = { listRules };
