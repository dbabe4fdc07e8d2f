import cf from '@/lib/cloudflare';

export async function point(zoneId: string, recordId: string, ip: string) {
  // cf-codemod(dns-record-type-change): changing a DNS record's type in place ends 2026-06-30: if 'A' can differ from the record's type, delete the record and create the new one in one POST /zones/:zone_id/dns_records/batch
  return cf.dns.records.edit(recordId, { zone_id: zoneId, type: 'A', name: 'app', content: ip } as any);
}
