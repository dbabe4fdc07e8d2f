// Routes kept relative to the origin the page's proxy forwards to the API.
export function ruleRoute(zone) {
  // cf-codemod(firewall-rules-filters): /zones/:zone_id/firewall/rules is written here, but its request is not traced to a Cloudflare client: WAF custom rules: Rulesets API, phase http_request_firewall_custom
  return `client/v4/zones/${zone}/firewall/rules`;
}
