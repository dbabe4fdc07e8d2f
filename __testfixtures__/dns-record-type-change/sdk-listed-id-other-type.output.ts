import Cloudflare from 'cloudflare';

const cf = new Cloudflare({ apiToken: process.env.CLOUDFLARE_API_TOKEN });

// Found by a list filtered on A, then sent an AAAA body: the type changes in place.
export async function moveToIpv6(zoneId: string, ip: string) {
  const found = await cf.dns.records.list({ zone_id: zoneId, type: 'A', name: { exact: 'www' } });
  const existingId = found.result[0].id!;
  // cf-codemod(dns-record-type-change): changing a DNS record's type in place ends 2026-06-30: if 'AAAA' can differ from the record's type, delete the record and create the new one in one POST /zones/:zone_id/dns_records/batch
  return cf.dns.records.edit(existingId, { zone_id: zoneId, type: 'AAAA', content: ip } as any);
}
