const axios = require('axios');

// `this` inside a plain `function` callback is not the instance (an arrow's is): only the arrow's call is the client's.
class EdgeRules {
  constructor(token) {
    this.http = axios.create({ baseURL: 'https://api.cloudflare.com/client/v4', headers: { Authorization: `Bearer ${token}` } });
  }

  listEach(zones) {
    // cf-codemod(rate-limits-previous): Rate Limiting API (previous) removed 2025-01-15: read rate limiting rules from the http_ratelimit phase entrypoint ruleset
    return Promise.all(zones.map((z) => this.http.get('/zones/' + z + '/rate_limits')));
  }

  listDetached(zones) {
    return Promise.all(
      zones.map(function (z) {
        return this.http.get('/zones/' + z + '/rate_limits');
      }),
    );
  }
}

module.exports = { EdgeRules };
