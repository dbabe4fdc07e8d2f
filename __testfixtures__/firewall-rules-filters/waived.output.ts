const CF = 'https://api.cloudflare.com/client/v4';

export async function exportRules(zoneId: string, token: string) {
  const headers = { Authorization: `Bearer ${token}` };
  // cf-codemod-ignore: read-only export kept for the audit archive until Q3 (SEC-2291)
  const legacy = await fetch(`${CF}/zones/${zoneId}/firewall/rules?per_page=100`, { headers });
  // cf-codemod(firewall-rules-filters): Filters API removed 2025-01-15: expressions now live in the rules of the http_request_firewall_custom phase entrypoint ruleset
  const filters = await fetch(`${CF}/zones/${zoneId}/filters?per_page=100`, { headers });
  return { rules: (await legacy.json()).result, filters: (await filters.json()).result };
}
