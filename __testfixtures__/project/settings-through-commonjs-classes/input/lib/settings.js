const BASE = 'https://api.cloudflare.com/client/v4';

class SettingsClient {
  constructor(token) {
    this.token = token;
  }

  put(zone, id, value) {
    return fetch(`${BASE}/zones/${zone}/settings/${id}`, {
      method: 'PATCH',
      headers: { Authorization: `Bearer ${this.token}` },
      body: JSON.stringify({ value }),
    });
  }
}

exports.SettingsClient = SettingsClient;
