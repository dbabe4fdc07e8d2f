import cf from '@/lib/cloudflare';

export async function point(zoneId: string, recordId: string, ip: string) {
  return cf.dns.records.edit(recordId, { zone_id: zoneId, type: 'A', name: 'app', content: ip, locked: false } as any);
}
