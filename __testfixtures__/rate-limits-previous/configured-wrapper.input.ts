import { cloudflareRequest } from '@acme/cf-client';
import { LIMITS } from './limits';

export async function applyLimits(zoneId: string) {
  for (const limit of LIMITS) {
    await cloudflareRequest(`/zones/${zoneId}/rate_limits`, { method: 'POST', body: limit });
  }
}
