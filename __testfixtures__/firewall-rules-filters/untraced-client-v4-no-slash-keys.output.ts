// Cache keys of a data hook: [route, token], resolved by a fetcher against its proxy.
declare function useRemote<T>(key: [string, string]): T;

export function useRules(zone: string, token: string) {
  // cf-codemod(firewall-rules-filters): /zones/:zone_id/firewall/rules is written here, but its request is not traced to a Cloudflare client: WAF custom rules: Rulesets API, phase http_request_firewall_custom
  return useRemote<unknown[]>([`client/v4/zones/${zone}/firewall/rules`, token]);
}
