import { cfRequest } from '../lib/cloudflare';

export async function addSrvRecord(zoneId: string, service: string, proto: string, host: string, port: number) {
  return cfRequest(`/zones/${zoneId}/dns_records`, 'POST', {
    type: 'SRV',
    data: { service, proto, name: host, priority: 0, weight: 1, port, target: host },
  });
}
