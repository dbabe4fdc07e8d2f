// A zone service keeps one axios instance and derives a per-token one from it: the derived instance
// spreads the first one's defaults, so it sends to the same API base, and the setting id the generic
// getter puts in its path is the literal one caller passes.
const axios = require('axios');

class ZoneService {
  constructor() {
    this.base = process.env.CF_BASE || 'https://api.cloudflare.com/client/v4';
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
    // cf-codemod(server-side-exclude-setting): Server-side Excludes can no longer be read (removed 2024-06-14): drop the code that depends on it (kept: its result is read through found)
    const found = await this.setting(token, zoneId, 'server_side_exclude');
    return found.value === 'on';
  }
}

module.exports = new ZoneService();
