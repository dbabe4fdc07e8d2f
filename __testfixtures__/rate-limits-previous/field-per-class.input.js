const axios = require('axios');

// Two classes of one file keep their clients under the same field name: only the first talks to Cloudflare.
class EdgeRules {
  constructor(token) {
    this.http = axios.create({ baseURL: 'https://api.cloudflare.com/client/v4', headers: { Authorization: `Bearer ${token}` } });
  }

  list(zone) {
    return this.http.get(`/zones/${zone}/rate_limits`);
  }
}

class Quotas {
  constructor() {
    this.http = axios.create({ baseURL: 'https://quotas.example.net/api' });
  }

  list(zone) {
    return this.http.get(`/zones/${zone}/rate_limits`);
  }
}

module.exports = { EdgeRules, Quotas };
