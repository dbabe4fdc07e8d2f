import { cfGet } from './cloudflare-client';

export async function topNames(zoneId: string) {
  const report = await cfGet(`/zones/${zoneId}/dns_analytics/report?dimensions=queryName&sort=-queryCount&limit=10`);
  return report.data;
}
