const API = 'https://api.cloudflare.com/client/v4';

class Client {
  constructor(token) {
    this.token = token;
  }

  setSetting(zone, id, value) {
    return fetch(`${API}/zones/${zone}/settings/${id}`, {
      method: 'PATCH',
      headers: { Authorization: `Bearer ${this.token}` },
      body: JSON.stringify({ value }),
    });
  }
}

module.exports = { Client };
