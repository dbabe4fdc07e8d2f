const CF_API = 'https://api.cloudflare.com/client/v4';

interface BlockOptions {
  zoneId: string;
  token: string;
}

/** Blocks the scrapers hitting the pricing page (runs from the deploy pipeline). */
export async function blockScrapers({ zoneId, token }: BlockOptions): Promise<string> {
  const headers = { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' };

  // cf-codemod(firewall-rules-filters): Filters API removed 2025-01-15: put the expression in a WAF custom rule (phase http_request_firewall_custom); filters no longer exist
  const filterRes = await fetch(`${CF_API}/zones/${zoneId}/filters`, {
    method: 'POST',
    headers,
    body: JSON.stringify([
      {
        expression: '(http.request.uri.path contains "/pricing" and cf.threat_score gt 10)',
        description: 'pricing scrapers',
      },
    ]),
  });
  const filters = await filterRes.json();
  if (!filters.success) throw new Error(filters.errors[0].message);

  // cf-codemod(firewall-rules-filters): Firewall Rules API removed 2025-01-15: create this as a WAF custom rule (Rulesets API, phase http_request_firewall_custom)
  const ruleRes = await fetch(`${CF_API}/zones/${zoneId}/firewall/rules`, {
    method: 'POST',
    headers,
    body: JSON.stringify([
      { filter: { id: filters.result[0].id }, action: 'managed_challenge', priority: 10 },
    ]),
  });
  const rules = await ruleRes.json();
  return rules.result[0].id;
}

export async function removeRule(zoneId: string, ruleId: string, token: string): Promise<void> {
  // cf-codemod(firewall-rules-filters): Firewall Rules API removed 2025-01-15: delete the WAF custom rule from the http_request_firewall_custom phase entrypoint ruleset
  await fetch(CF_API + '/zones/' + zoneId + '/firewall/rules/' + ruleId, {
    method: 'DELETE',
    headers: { Authorization: `Bearer ${token}` },
  });
}
