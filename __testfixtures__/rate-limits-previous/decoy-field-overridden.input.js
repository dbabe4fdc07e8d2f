const axios = require('axios');

// The base class talks to Cloudflare, but a subclass swaps the client for a mirror on another host:
// the base's method may run on either instance, so neither call is known to be Cloudflare's.
class RulesClient {
  constructor() {
    this.http = axios.create({ baseURL: 'https://api.cloudflare.com/client/v4' });
  }

  list(zone) {
    return this.http.get(`/zones/${zone}/rate_limits`);
  }
}

class MirrorRules extends RulesClient {
  constructor() {
    super();
    this.http = axios.create({ baseURL: 'https://mirror.example.org/cf' });
  }

  listAll(zone) {
    return this.http.get(`/zones/${zone}/rate_limits?per_page=100`);
  }
}

module.exports = { RulesClient, MirrorRules };
