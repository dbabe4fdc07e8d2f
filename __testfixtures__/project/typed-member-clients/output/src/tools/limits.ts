import { ApiClient } from '../api/client';

interface ServerContext {
  client: ApiClient;
  zoneId: string;
}

export async function listRateLimits(ctx: ServerContext) {
  // cf-codemod(rate-limits-previous): Rate Limiting API (previous) removed 2025-01-15: read rate limiting rules from the http_ratelimit phase entrypoint ruleset
  return ctx.client.get('/zones/' + ctx.zoneId + '/rate_limits');
}

export async function updateRateLimit({ client, zoneId }: ServerContext, id: string, threshold: number) {
  // cf-codemod(rate-limits-previous): Rate Limiting API (previous) removed 2025-01-15: update the rate limiting rule in the http_ratelimit phase entrypoint ruleset
  return client.put(`/zones/${zoneId}/rate_limits/${id}`, {
    match: { request: { url: '*.example.com/api/*' } },
    threshold,
    period: 60,
    action: { mode: 'challenge' },
  });
}
