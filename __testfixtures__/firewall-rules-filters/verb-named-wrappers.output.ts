import { cf } from './cloudflare-client';

// cf.get / cf.post / cf.delete / cf.del / cf.remove are the project's API helpers (defined in another file).
export async function dropLegacyRule(zoneId: string, ruleId: string) {
  // cf-codemod(firewall-rules-filters): Firewall Rules API removed 2025-01-15: delete the WAF custom rule from the http_request_firewall_custom phase entrypoint ruleset
  await cf.delete(`/zones/${zoneId}/firewall/rules/${ruleId}`);
}

export async function dropLegacyFilter(zoneId: string, filterId: string) {
  // cf-codemod(firewall-rules-filters): Filters API removed 2025-01-15: nothing to delete separately; delete the WAF custom rule (phase http_request_firewall_custom)
  await cf.del(`/zones/${zoneId}/filters/${filterId}`);
}

export async function forgetFilter(zoneId: string, filterId: string) {
  // cf-codemod(firewall-rules-filters): Filters API removed 2025-01-15: nothing to delete separately; delete the WAF custom rule (phase http_request_firewall_custom)
  await cf.remove(`/zones/${zoneId}/filters/${filterId}`);
}

export async function readRule(zoneId: string, ruleId: string) {
  // cf-codemod(firewall-rules-filters): Firewall Rules API removed 2025-01-15: read the WAF custom rule from the http_request_firewall_custom phase entrypoint ruleset
  return cf.get(`/zones/${zoneId}/firewall/rules/${ruleId}`);
}
