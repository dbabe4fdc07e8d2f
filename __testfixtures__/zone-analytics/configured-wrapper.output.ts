import { cloudflareApi } from '@acme/cloudflare';

export async function trafficSince(zoneId: string, minutes: number) {
  // cf-codemod(zone-analytics): zone analytics API removed 2021-03-01: query the GraphQL Analytics API (httpRequests1hGroups) instead
  return cloudflareApi(`/zones/${zoneId}/analytics/dashboard?since=-${minutes}&continuous=true`);
}
