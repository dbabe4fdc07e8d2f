import { httpFor } from './lib/http';
import type { AxiosInstance } from 'axios';

export class SecurityPanel {
  constructor(private readonly http: AxiosInstance) {}

  async firewallRules(zoneId: string) {
    // cf-codemod(firewall-rules-filters): /zones/:zone_id/firewall/rules is written here, but its request is not traced to a Cloudflare client: WAF custom rules: Rulesets API, phase http_request_firewall_custom
    const { data } = await this.http.get(`/zones/${zoneId}/firewall/rules`, { params: { per_page: 50 } });
    return data.result;
  }

  async dropFilter(zoneId: string, filterId: string) {
    // cf-codemod(firewall-rules-filters): /zones/:zone_id/filters is written here, but its request is not traced to a Cloudflare client: WAF custom rules: Rulesets API, phase http_request_firewall_custom
    await this.http.delete('zones/' + zoneId + '/filters/' + filterId);
  }

  async rateLimits(zoneId: string) {
    // cf-codemod(rate-limits-previous): /zones/:zone_id/rate_limits is written here, but its request is not traced to a Cloudflare client: Rate limiting rules: Rulesets API, phase http_ratelimit
    return this.http.get(['zones', zoneId, 'rate_limits'].join('/'));
  }

  async wafPackages(zone: string) {
    // cf-codemod(waf-previous): /zones/:zone_id/firewall/waf/packages is written here, but its request is not traced to a Cloudflare client: WAF Managed Rules: managed rulesets deployed in phase http_request_firewall_managed
    return this.http.get(`${this.root}/zones/${zone}/firewall/waf/packages?page=1`);
  }

  get root(): string {
    return process.env.API_ROOT ?? '';
  }
}

export const panel = (settings: { apiRoot: string; token: string }) => new SecurityPanel(httpFor(settings));

// Traced: the API host is written here, so the first tier reports it (no second finding).
export async function tracedRules(zoneId: string, token: string) {
  // cf-codemod(firewall-rules-filters): Firewall Rules API removed 2025-01-15: read WAF custom rules from the http_request_firewall_custom phase entrypoint ruleset
  return fetch(`https://api.cloudflare.com/client/v4/zones/${zoneId}/firewall/rules`, { headers: { Authorization: `Bearer ${token}` } });
}
