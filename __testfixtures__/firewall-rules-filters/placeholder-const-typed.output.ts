// Fill in before use.
const ZONE_ID: string = '';
const CF_API = 'https://api.cloudflare.com/client/v4';

export async function rules(token: string): Promise<unknown[]> {
  // cf-codemod(firewall-rules-filters): Firewall Rules API removed 2025-01-15: read WAF custom rules from the http_request_firewall_custom phase entrypoint ruleset
  const res = await fetch(CF_API + '/zones/' + ZONE_ID + '/firewall/rules', { headers: { Authorization: `Bearer ${token}` } });
  return ((await res.json()) as { result: unknown[] }).result;
}
