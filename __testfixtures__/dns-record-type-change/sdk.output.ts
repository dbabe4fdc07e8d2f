import Cloudflare from 'cloudflare';

const client = new Cloudflare({ apiToken: process.env.CLOUDFLARE_API_TOKEN });

export async function toIpv6(zoneId: string, recordId: string, name: string, ip: string) {
  // cf-codemod(dns-record-type-change): changing a DNS record's type in place ends 2026-06-30: if 'AAAA' can differ from the record's type, delete the record and create the new one in one POST /zones/:zone_id/dns_records/batch
  return client.dns.records.update(recordId, { zone_id: zoneId, type: 'AAAA', name, content: ip, ttl: 1 } as any);
}

export async function proxyAll(zoneId: string) {
  for await (const record of client.dns.records.list({ zone_id: zoneId })) {
    await client.dns.records.edit(record.id, { zone_id: zoneId, type: record.type, proxied: true } as any);
  }
}
