// A bulk script: the same request for every zone of the account.
const API = 'https://api.cloudflare.com/client/v4';
const headers = { Authorization: `Bearer ${process.env.CF_API_TOKEN}` };

export async function dumpRules(zoneIds: string[]): Promise<void> {
  for (const zoneId of zoneIds) {
    // cf-codemod(firewall-rules-filters): Firewall Rules API removed 2025-01-15: read WAF custom rules from the http_request_firewall_custom phase entrypoint ruleset
    const res = await fetch(`${API}/zones/${zoneId}/firewall/rules`, { headers });
    const body = await res.json();
    console.log(zoneId, body.result.length);
  }
}

export async function pauseAll(zoneIds: string[], ruleId: string): Promise<void> {
  // cf-codemod(firewall-rules-filters): Firewall Rules API removed 2025-01-15: delete the WAF custom rule from the http_request_firewall_custom phase entrypoint ruleset
  for (let zoneId of zoneIds) await fetch(`${API}/zones/${zoneId}/firewall/rules/${ruleId}`, { method: 'DELETE', headers });
}
