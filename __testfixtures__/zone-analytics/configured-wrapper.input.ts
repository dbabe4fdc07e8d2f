import { cloudflareApi } from '@acme/cloudflare';

export async function trafficSince(zoneId: string, minutes: number) {
  return cloudflareApi(`/zones/${zoneId}/analytics/dashboard?since=-${minutes}&continuous=true`);
}
