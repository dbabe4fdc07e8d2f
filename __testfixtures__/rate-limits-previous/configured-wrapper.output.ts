import { cloudflareRequest } from '@acme/cf-client';
import { LIMITS } from './limits';

export async function applyLimits(zoneId: string) {
  for (const limit of LIMITS) {
    // cf-codemod(rate-limits-previous): Rate Limiting API (previous) removed 2025-01-15: create a rate limiting rule in phase http_ratelimit instead
    await cloudflareRequest(`/zones/${zoneId}/rate_limits`, { method: 'POST', body: limit });
  }
}
