// The same derived instance, but the service it talks to is another one: nothing to do.
const axios = require('axios');

class ZoneService {
  constructor() {
    this.base = process.env.CF_BASE || 'https://api.example.org/v2';
    this.http = axios.create({ baseURL: this.base });
  }

  forToken(token) {
    return this.http.create({ ...this.http.defaults, headers: { Authorization: `Bearer ${token}` } });
  }

  async setting(token, zoneId, id) {
    const res = await this.forToken(token).get(`/zones/${zoneId}/settings/${id}`);
    return res.data.result;
  }

  async excludes(token, zoneId) {
    const found = await this.setting(token, zoneId, 'server_side_exclude');
    return found.value === 'on';
  }
}

module.exports = new ZoneService();
