import { relay } from './edge-relay';

const ROOT: string = process.env.EDGE_ROOT as string;

// A path held in a const and sent with a query, or after a base: one request, reported where it is written.
export async function secondPage(zoneId: string): Promise<unknown> {
  // cf-codemod(firewall-rules-filters): /zones/:zone_id/firewall/rules is written here, but its request is not traced to a Cloudflare client: WAF custom rules: Rulesets API, phase http_request_firewall_custom
  const RULES = `${ROOT}/zones/${zoneId}/firewall/rules`;
  return relay(`${RULES}?page=2`);
}

export async function filtersOf(zoneId: string): Promise<unknown> {
  // cf-codemod(firewall-rules-filters): /zones/:zone_id/filters is written here, but its request is not traced to a Cloudflare client: WAF custom rules: Rulesets API, phase http_request_firewall_custom
  const path: string = '/zones/' + zoneId + '/filters';
  return relay(`${ROOT}${path}`);
}
