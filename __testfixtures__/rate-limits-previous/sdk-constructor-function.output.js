const Cloudflare = require('cloudflare');

function connect(token) {
  return new Cloudflare({ apiToken: token });
}

function LimitReport(token) {
  this.api = connect(token);
}

LimitReport.prototype.disabled = async function (zoneId) {
  // cf-codemod(rate-limits-previous): Rate Limiting API (previous) removed 2025-01-15: read rate limiting rules from the http_ratelimit phase entrypoint ruleset
  const page = await this.api.rateLimits.list({ zone_id: zoneId });
  return page.result.filter((r) => r.disabled);
};

module.exports = { LimitReport };
