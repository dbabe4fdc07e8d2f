class Cloudflare {
  static get apiRoot() {
    return 'https://api.cloudflare.com/client/v4';
  }

  static base() {
    return Cloudflare.apiRoot;
  }

  constructor(zoneId) {
    this.zoneId = zoneId;
  }

  async rules() {
    const url = new URL(`${Cloudflare.base()}/zones/${this.zoneId}/firewall/rules`);
    const res = await fetch(url.toString());
    return (await res.json()).result;
  }

  async deleteFilter(id) {
    const url = new URL(`${Cloudflare.apiRoot}/zones/${this.zoneId}/filters/${id}`);
    return fetch(url, { method: 'DELETE' });
  }
}

module.exports = { Cloudflare };
