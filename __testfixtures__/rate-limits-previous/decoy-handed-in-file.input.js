const axios = require('axios');

// The client handed down is for another host: the handed member is not Cloudflare's.
class RateLimit {
  constructor(http, zone, id) {
    this.http = http;
    this.zone = zone;
    this.id = id;
  }

  remove() {
    return this.http.delete(`/zones/${this.zone}/rate_limits/${this.id}`);
  }
}

class Zone {
  constructor(token, id) {
    this.http = axios.create({ baseURL: 'https://limits.example.com/v1', headers: { Authorization: `Bearer ${token}` } });
    this.id = id;
  }

  rateLimit(id) {
    return new RateLimit(this.http, this.id, id);
  }
}

module.exports = { Zone };
