const { EdgeRules, Quotas } = require('./clients');

const cf = new EdgeRules();
const quotas = new Quotas();

async function audit(zone) {
  // cf-codemod(rate-limits-previous): Rate Limiting API (previous) removed 2025-01-15: read rate limiting rules from the http_ratelimit phase entrypoint ruleset
  const rules = await cf.request(`/zones/${zone}/rate_limits`);
  // cf-codemod(rate-limits-previous): /zones/:zone_id/rate_limits is written here, but its request is not traced to a Cloudflare client: Rate limiting rules: Rulesets API, phase http_ratelimit
  const used = await quotas.request(`/zones/${zone}/rate_limits`);
  return { rules, used };
}

module.exports = { audit };
