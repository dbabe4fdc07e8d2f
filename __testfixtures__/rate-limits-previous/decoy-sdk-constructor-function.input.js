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

// A dry run swaps the client for a stand-in after construction.
function dryRun(token) {
  const report = new LimitReport(token);
  report.api = { rateLimits: { list: async () => ({ result: [] }) } };
  return report;
}

module.exports = { LimitReport, dryRun };
