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
    // cf-codemod(firewall-rules-filters): Firewall Rules API removed 2025-01-15: read WAF custom rules from the http_request_firewall_custom phase entrypoint ruleset
    const res = await fetch(url.toString());
    return (await res.json()).result;
  }

  async deleteFilter(id) {
    const url = new URL(`${Cloudflare.apiRoot}/zones/${this.zoneId}/filters/${id}`);
    // cf-codemod(firewall-rules-filters): Filters API removed 2025-01-15: nothing to delete separately; delete the WAF custom rule (phase http_request_firewall_custom)
    return fetch(url, { method: 'DELETE' });
  }
}

module.exports = { Cloudflare };
