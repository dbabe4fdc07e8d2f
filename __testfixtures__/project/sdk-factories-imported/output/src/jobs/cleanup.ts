import { clientFor, getClient } from '../lib/cloudflare';

export async function purgeLimits(token: string, zoneId: string, ids: string[]) {
  for (const id of ids) {
    // cf-codemod(rate-limits-previous): Rate Limiting API (previous) removed 2025-01-15: delete the rate limiting rule from the http_ratelimit phase entrypoint ruleset
    await clientFor(token).rateLimits.delete(id, { zone_id: zoneId });
  }
}

export async function weekly(zoneId: string) {
  const client = getClient();
  // cf-codemod(zone-analytics): zone analytics API removed 2021-03-01: query the GraphQL Analytics API (httpRequests1dGroups) instead
  const report: any = await client.get(`/zones/${zoneId}/analytics/dashboard`, { query: { since: -10080 } });
  return report.result.totals.requests.all;
}

export async function compress(zoneId: string) {
  await getClient().patch(`/zones/${zoneId}/settings/always_online`, { body: { value: 'on' } });
}
