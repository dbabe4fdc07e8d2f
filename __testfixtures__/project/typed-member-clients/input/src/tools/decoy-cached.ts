import { ResponseCache } from '../api/cache';

interface CacheContext {
  client: ResponseCache;
  zoneId: string;
}

export async function cachedRateLimits(ctx: CacheContext) {
  return ctx.client.get('/zones/' + ctx.zoneId + '/rate_limits');
}

export async function cachedRule({ client, zoneId }: CacheContext, id: string) {
  return client.get(`/zones/${zoneId}/firewall/rules/${id}`);
}
