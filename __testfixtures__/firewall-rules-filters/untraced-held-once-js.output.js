const { relay } = require('./edge-relay');

const ROOT = process.env.EDGE_ROOT;

// A path held in a const and sent with a query, or after a base: one request, reported where it is written.
async function secondPage(zoneId) {
  // cf-codemod(firewall-rules-filters): /zones/:zone_id/firewall/rules is written here, but its request is not traced to a Cloudflare client: WAF custom rules: Rulesets API, phase http_request_firewall_custom
  const RULES = `${ROOT}/zones/${zoneId}/firewall/rules`;
  return relay(`${RULES}?page=2`);
}

async function filtersOf(zoneId) {
  // cf-codemod(firewall-rules-filters): /zones/:zone_id/filters is written here, but its request is not traced to a Cloudflare client: WAF custom rules: Rulesets API, phase http_request_firewall_custom
  const path = '/zones/' + zoneId + '/filters';
  return relay(`${ROOT}${path}`);
}

module.exports = { secondPage, filtersOf };
