const CF_API = 'https://api.cloudflare.com/client/v4';

// A small client written with one-line methods: review comments go above the methods, which stay as written.
export class WafClient {
  constructor(private readonly token: string) {}
  private get headers(): Record<string, string> { return { Authorization: `Bearer ${this.token}` }; }
  packages(zoneId: string): Promise<Response> { return fetch(`${CF_API}/zones/${zoneId}/firewall/waf/packages`, { headers: this.headers }); }
  groups = (zoneId: string, pkg: string) => { return fetch(`${CF_API}/zones/${zoneId}/firewall/waf/packages/${pkg}/groups`, { headers: this.headers }); };
}

export const listPackages = async (zoneId: string, token: string) => { const res = await fetch(`${CF_API}/zones/${zoneId}/firewall/waf/packages`, { headers: { Authorization: `Bearer ${token}` } }); return res.json(); };
