const Cloudflare = require('cloudflare');

function connect(token) {
  return new Cloudflare({ apiToken: token });
}

function LimitReport(token) {
  this.api = connect(token);
}

LimitReport.prototype.disabled = async function (zoneId) {
  const page = await this.api.rateLimits.list({ zone_id: zoneId });
  return page.result.filter((r) => r.disabled);
};

module.exports = { LimitReport };
