const Cloudflare = require('cloudflare');

class TrafficJob {
  constructor(token, http) {
    this.cf = new Cloudflare({ apiToken: token });
    this.http = http;
  }

  async run(zoneId) {
    // The internal metrics service mirrors the old path; `c` is its client, not the SDK.
    let c = this.cf;
    c = this.http;
    return c.get(`/zones/${zoneId}/analytics/dashboard`);
  }
}

module.exports = { TrafficJob };
