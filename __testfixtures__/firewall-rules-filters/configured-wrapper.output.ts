import { cfRequest } from '../lib/cloudflare';
import type { Zone } from '../types';

export async function protectAdmin(zone: Zone, officeRange: string) {
  // cf-codemod(firewall-rules-filters): Firewall Rules API removed 2025-01-15: create this as a WAF custom rule (Rulesets API, phase http_request_firewall_custom)
  const created = await cfRequest(`/zones/${zone.id}/firewall/rules`, 'POST', [
    {
      description: 'admin only from the office',
      action: 'block',
      filter: {
        expression: `(http.request.uri.path wildcard "/admin/*" and not ip.src in {${officeRange}})`,
      },
    },
  ]);
  return created.result;
}

export async function listFilters(zone: Zone) {
  // cf-codemod(firewall-rules-filters): Filters API removed 2025-01-15: expressions now live in the rules of the http_request_firewall_custom phase entrypoint ruleset
  return cfRequest(`/zones/${zone.id}/filters?paused=false`);
}
