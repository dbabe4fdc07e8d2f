import api from '../clients/cf-ky';

export async function countRules(zoneId: string): Promise<number> {
  // cf-codemod(firewall-rules-filters): Firewall Rules API removed 2025-01-15: read WAF custom rules from the http_request_firewall_custom phase entrypoint ruleset
  const body = await api.get(`zones/${zoneId}/firewall/rules`).json<{ result: unknown[] }>();
  return body.result.length;
}
