const CF_API = 'https://api.cloudflare.com/client/v4';

// Loops and branches written on one line: a review comment must not split them.
export async function audit(zones: string[], paged: boolean, token: string): Promise<void> {
  const headers = { Authorization: `Bearer ${token}` };
  // cf-codemod(firewall-rules-filters): Firewall Rules API removed 2025-01-15: read WAF custom rules from the http_request_firewall_custom phase entrypoint ruleset
  if (paged) await fetch(`${CF_API}/zones/${zones[0]}/firewall/rules?page=2`, { headers }); else await fetch(`${CF_API}/zones/${zones[0]}/firewall/rules`, { headers });
  // cf-codemod(firewall-rules-filters): Firewall Rules API removed 2025-01-15: read WAF custom rules from the http_request_firewall_custom phase entrypoint ruleset
  for (const zone of zones) await fetch(`${CF_API}/zones/${zone}/firewall/rules`, { headers });
  let left = zones.length;
  // cf-codemod(firewall-rules-filters): Filters API removed 2025-01-15: expressions now live in the rules of the http_request_firewall_custom phase entrypoint ruleset
  while (left-- > 0) await fetch(`${CF_API}/zones/${zones[left]}/filters`, { headers });
  // cf-codemod(firewall-rules-filters): Filters API removed 2025-01-15: expressions now live in the rules of the http_request_firewall_custom phase entrypoint ruleset
  outer: for (const zone of zones) { if (!zone) continue outer; await fetch(`${CF_API}/zones/${zone}/filters`, { headers }); }
}
