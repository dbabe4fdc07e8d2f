import { clientFor, getClient } from '../lib/cloudflare';

export async function purgeLimits(token: string, zoneId: string, ids: string[]) {
  for (const id of ids) {
    await clientFor(token).rateLimits.delete(id, { zone_id: zoneId });
  }
}

export async function weekly(zoneId: string) {
  const client = getClient();
  const report: any = await client.get(`/zones/${zoneId}/analytics/dashboard`, { query: { since: -10080 } });
  return report.result.totals.requests.all;
}

export async function compress(zoneId: string) {
  await getClient().patch(`/zones/${zoneId}/settings/brotli`, { body: { value: 'on' } });
  await getClient().patch(`/zones/${zoneId}/settings/always_online`, { body: { value: 'on' } });
}
