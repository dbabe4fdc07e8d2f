import { cfGet } from './cloudflare-client';

export async function topNames(zoneId: string) {
  // cf-codemod(dns-analytics-rest): DNS Analytics REST API ends 2026-12-01: query the GraphQL Analytics API (POST /graphql, dataset dnsAnalyticsAdaptiveGroups on zones)
  const report = await cfGet(`/zones/${zoneId}/dns_analytics/report?dimensions=queryName&sort=-queryCount&limit=10`);
  return report.data;
}
