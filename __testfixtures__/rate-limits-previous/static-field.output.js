const axios = require('axios');

// A static block sets the client on the class; a static method and a subclass's static method read it through `this`.
class EdgeLimits {
  static {
    this.http = axios.create({ baseURL: 'https://api.cloudflare.com/client/v4', headers: { Authorization: `Bearer ${process.env.CF_TOKEN}` } });
  }

  static list(zone) {
    // cf-codemod(rate-limits-previous): Rate Limiting API (previous) removed 2025-01-15: read rate limiting rules from the http_ratelimit phase entrypoint ruleset
    return this.http.get(`/zones/${zone}/rate_limits`);
  }
}

class ZoneLimits extends EdgeLimits {
  static one(zone, id) {
    // cf-codemod(rate-limits-previous): Rate Limiting API (previous) removed 2025-01-15: read the rate limiting rule from the http_ratelimit phase entrypoint ruleset
    return this.http.get(`/zones/${zone}/rate_limits/${id}`);
  }
}

module.exports = { EdgeLimits, ZoneLimits };
