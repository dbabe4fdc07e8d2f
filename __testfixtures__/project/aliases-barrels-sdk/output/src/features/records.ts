import { cfApi, cf } from '@lib/http';
import { clientFor } from '../lib';

export async function pin(zoneId: string, id: string, content: string) {
  // cf-codemod(dns-record-type-change): changing a DNS record's type in place ends 2026-06-30: if 'TXT' can differ from the record's type, delete the record and create the new one in one POST /zones/:zone_id/dns_records/batch
  await cfApi.put(`/zones/${zoneId}/dns_records/${id}`, { type: 'TXT', name: '_pin', content, ttl: 300 });
  // cf-codemod(dns-record-type-change): changing a DNS record's type in place ends 2026-06-30: if 'TXT' can differ from the record's type, delete the record and create the new one in one POST /zones/:zone_id/dns_records/batch
  await cf.dns.records.edit(id, { zone_id: zoneId, type: 'TXT', name: '_pin', content } as any);
}

export async function pinFor(token: string, zoneId: string, id: string) {
  const client = clientFor(token);
  // cf-codemod(dns-record-type-change): changing a DNS record's type in place ends 2026-06-30: if 'A' can differ from the record's type, delete the record and create the new one in one POST /zones/:zone_id/dns_records/batch
  return client.dns.records.edit(id, { zone_id: zoneId, type: 'A', name: 'home', content: '192.0.2.1' } as any);
}
