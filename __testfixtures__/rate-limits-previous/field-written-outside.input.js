const axios = require('axios');

// Two classes keep a client under the same field name; one instance of the second gets another host's
// client from outside. Only that class's field is in doubt: the first class still talks to Cloudflare.
class EdgeRules {
  constructor(token) {
    this.http = axios.create({ baseURL: 'https://api.cloudflare.com/client/v4', headers: { Authorization: `Bearer ${token}` } });
  }

  list(zone) {
    return this.http.get(`/zones/${zone}/rate_limits`);
  }
}

class Probe {
  constructor() {
    this.http = axios.create({ baseURL: 'https://api.cloudflare.com/client/v4' });
  }

  list(zone) {
    return this.http.get(`/zones/${zone}/rate_limits`);
  }
}

const probe = new Probe();
probe.http = axios.create({ baseURL: 'https://staging.example.net/v4' });

module.exports = { EdgeRules, probe };
