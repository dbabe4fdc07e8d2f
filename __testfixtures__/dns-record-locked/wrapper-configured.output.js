import { cloudflareRequest } from './cloudflare-client';

export async function addMx(zoneId, name, host) {
  return cloudflareRequest(`/zones/${zoneId}/dns_records`, 'POST', { type: 'MX', name, content: host, priority: 10, ttl: 3600 });
}
