import { httpFor } from './lib/http';
import type { AxiosInstance } from 'axios';

export class SecurityPanel {
  constructor(private readonly http: AxiosInstance) {}

  async firewallRules(zoneId: string) {
    const { data } = await this.http.get(`/zones/${zoneId}/firewall/rules`, { params: { per_page: 50 } });
    return data.result;
  }

  async dropFilter(zoneId: string, filterId: string) {
    await this.http.delete('zones/' + zoneId + '/filters/' + filterId);
  }

  async rateLimits(zoneId: string) {
    return this.http.get(['zones', zoneId, 'rate_limits'].join('/'));
  }

  async wafPackages(zone: string) {
    return this.http.get(`${this.root}/zones/${zone}/firewall/waf/packages?page=1`);
  }

  get root(): string {
    return process.env.API_ROOT ?? '';
  }
}

export const panel = (settings: { apiRoot: string; token: string }) => new SecurityPanel(httpFor(settings));

// Traced: the API host is written here, so the first tier reports it (no second finding).
export async function tracedRules(zoneId: string, token: string) {
  return fetch(`https://api.cloudflare.com/client/v4/zones/${zoneId}/firewall/rules`, { headers: { Authorization: `Bearer ${token}` } });
}
