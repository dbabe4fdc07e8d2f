const Cloudflare = require('cloudflare');

class TrafficJob {
  constructor(token) {
    this.cf = new Cloudflare({ apiToken: token });
  }

  async run(zoneId) {
    let c = this.cf;
    const data = await c.get(`/zones/${zoneId}/analytics/dashboard`, { query: { since: -1440 } });
    return data.result.totals.requests.all;
  }
}

module.exports = { TrafficJob };
