const axios = require('axios');

class Settings {
  constructor(api, zoneId) {
    this.api = api;
    this.zoneId = zoneId;
  }

  async tune() {
    await this.api.patch(`/zones/${this.zoneId}/settings/minify`, { value: { css: 'on', html: 'on', js: 'on' } });
    await this.api.patch(`/zones/${this.zoneId}/settings/rocket_loader`, { value: 'on' });
  }
}

class Zone {
  constructor(http, id) {
    this.settings = new Settings(http, id);
  }
}

class Account {
  constructor(token) {
    this.http = axios.create({ baseURL: 'https://billing.example.com/client/v4', headers: { Authorization: `Bearer ${token}` } });
  }

  zone(id) {
    return new Zone(this.http, id);
  }
}

module.exports = { Account };
