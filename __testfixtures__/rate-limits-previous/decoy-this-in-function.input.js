const axios = require('axios');

// The client is the instance's, but the only call is in a plain `function` handed to a timer: its `this` is not the instance.
class LimitsPoller {
  constructor() {
    this.http = axios.create({ baseURL: 'https://api.cloudflare.com/client/v4' });
  }

  start(zone) {
    setInterval(function () {
      this.http.get(`/zones/${zone}/rate_limits`);
    }, 60000);
  }
}

module.exports = { LimitsPoller };
