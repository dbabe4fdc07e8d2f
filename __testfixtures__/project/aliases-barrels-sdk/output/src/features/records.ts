import { cfApi, cf } from '@lib/http';
import { clientFor } from '../lib';

export async function pin(zoneId: string, id: string, content: string) {
  await cfApi.put(`/zones/${zoneId}/dns_records/${id}`, { type: 'TXT', name: '_pin', content, ttl: 300 });
  await cf.dns.records.edit(id, { zone_id: zoneId, type: 'TXT', name: '_pin', content } as any);
}

export async function pinFor(token: string, zoneId: string, id: string) {
  const client = clientFor(token);
  return client.dns.records.edit(id, { zone_id: zoneId, type: 'A', name: 'home', content: '192.0.2.1' } as any);
}
