const axios = require('axios');

// A static block sets the client on the class; a static method and a subclass's static method read it through `this`.
class EdgeLimits {
  static {
    this.http = axios.create({ baseURL: 'https://api.cloudflare.com/client/v4', headers: { Authorization: `Bearer ${process.env.CF_TOKEN}` } });
  }

  static list(zone) {
    return this.http.get(`/zones/${zone}/rate_limits`);
  }
}

class ZoneLimits extends EdgeLimits {
  static one(zone, id) {
    return this.http.get(`/zones/${zone}/rate_limits/${id}`);
  }
}

module.exports = { EdgeLimits, ZoneLimits };
