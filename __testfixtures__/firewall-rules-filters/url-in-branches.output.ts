const API = 'https://api.cloudflare.com/client/v4';

export async function listSecurity(zoneId: string, kind: 'rules' | 'filters' | 'rulesets') {
  let url: string;
  switch (kind) {
    case 'rules':
      url = `${API}/zones/${zoneId}/firewall/rules`;
      break;
    case 'filters':
      url = `${API}/zones/${zoneId}/filters`;
      break;
    default:
      url = `${API}/zones/${zoneId}/rulesets`;
  }
  // cf-codemod(firewall-rules-filters): Firewall Rules API removed 2025-01-15: read WAF custom rules from the http_request_firewall_custom phase entrypoint ruleset
  // cf-codemod(firewall-rules-filters): Filters API removed 2025-01-15: expressions now live in the rules of the http_request_firewall_custom phase entrypoint ruleset
  const res = await fetch(url, { headers: { Authorization: `Bearer ${process.env.CF_API_TOKEN}` } });
  return (await res.json()).result;
}
