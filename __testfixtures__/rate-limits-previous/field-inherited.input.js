const axios = require('axios');

// The client is set by a base class; the subclass that calls it inherits it. Another class keeps a client for another host under the same field name.
class CloudflareBase {
  constructor(token) {
    this.http = axios.create({ baseURL: 'https://api.cloudflare.com/client/v4', headers: { Authorization: `Bearer ${token}` } });
  }
}

class EdgeRules extends CloudflareBase {
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
