import { createCfFetch } from '../lib/fetch';

export async function listRules(token, zoneId) {
  const cf = createCfFetch(token);
  // cf-codemod(firewall-rules-filters): Firewall Rules API removed 2025-01-15: read WAF custom rules from the http_request_firewall_custom phase entrypoint ruleset
  const rules = await cf(`/zones/${zoneId}/firewall/rules`);
  return rules.result;
}
