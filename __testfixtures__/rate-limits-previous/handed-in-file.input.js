const axios = require('axios');

// One class makes the client and hands it to another through its constructor, in the same file.
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
    this.http = axios.create({ baseURL: 'https://api.cloudflare.com/client/v4', headers: { Authorization: `Bearer ${token}` } });
    this.id = id;
  }

  rateLimit(id) {
    return new RateLimit(this.http, this.id, id);
  }
}

module.exports = { Zone };
