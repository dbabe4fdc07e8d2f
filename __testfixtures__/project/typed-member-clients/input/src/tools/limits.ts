import { ApiClient } from '../api/client';

interface ServerContext {
  client: ApiClient;
  zoneId: string;
}

export async function listRateLimits(ctx: ServerContext) {
  return ctx.client.get('/zones/' + ctx.zoneId + '/rate_limits');
}

export async function updateRateLimit({ client, zoneId }: ServerContext, id: string, threshold: number) {
  return client.put(`/zones/${zoneId}/rate_limits/${id}`, {
    match: { request: { url: '*.example.com/api/*' } },
    threshold,
    period: 60,
    action: { mode: 'challenge' },
  });
}
