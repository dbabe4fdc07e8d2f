const Cloudflare = require('cloudflare');

const cf = new Cloudflare({ apiToken: process.env.CLOUDFLARE_API_TOKEN });

// 3.5 has no bulk methods (they came with 4.0): this one never reaches /firewall/rules.
async function dropAll(zoneId) {
  return cf.firewall.rules.bulkDelete({ zone_id: zoneId });
}

async function dropOne(zoneId, ruleId) {
  // cf-codemod(firewall-rules-filters): Firewall Rules API removed 2025-01-15: delete the WAF custom rule from the http_request_firewall_custom phase entrypoint ruleset
  return cf.firewall.rules.delete(zoneId, ruleId);
}

module.exports = { dropAll, dropOne };
