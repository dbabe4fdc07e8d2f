const Cloudflare = require('cloudflare');

class TrafficJob {
  constructor(token) {
    this.cf = new Cloudflare({ apiToken: token });
  }

  async run(zoneId) {
    let c = this.cf;
    // cf-codemod(zone-analytics): zone analytics API removed 2021-03-01: query the GraphQL Analytics API (httpRequests1dGroups) instead
    const data = await c.get(`/zones/${zoneId}/analytics/dashboard`, { query: { since: -1440 } });
    return data.result.totals.requests.all;
  }
}

module.exports = { TrafficJob };
