import { callApi } from './native';
import { rehearseApi } from './journal';

export function listRules(zone) {
  // cf-codemod(firewall-rules-filters): /zones/:zone_id/firewall/rules is written here, but its request is not traced to a Cloudflare client: WAF custom rules: Rulesets API, phase http_request_firewall_custom
  return callApi('GET', `/zones/${zone}/firewall/rules`);
}

export function rehearseRules(zone) {
  return rehearseApi('GET', `/zones/${zone}/firewall/rules`);
}
