import got from 'got';

const cf = got.extend({ prefixUrl: 'https://api.cloudflare.com/client' });

export async function aliasTo(zoneId: string, recordId: string, target: string): Promise<void> {
  // cf-codemod(dns-record-type-change): changing a DNS record's type in place ends 2026-06-30: if 'CNAME' can differ from the record's type, delete the record and create the new one in one POST /zones/:zone_id/dns_records/batch
  await cf.put(`v4/zones/${zoneId}/dns_records/${recordId}`, { json: { type: 'CNAME', name: 'www', content: target } });
}
