import Cloudflare from 'cloudflare';

interface Desired { host: string; kind: 'A' | 'AAAA' | 'CNAME'; next: 'A' | 'AAAA' | 'CNAME'; address: string }

const dns = new Cloudflare({ apiToken: process.env.DNS_TOKEN });

// Looked up by one kind, written back with another one the caller asks for.
export async function convert(zone: string, desired: Desired[]) {
  for (const item of desired) {
    const rows = (await dns.dns.records.list({ zone_id: zone, name: item.host as any, type: item.kind })).result;
    if (rows.length !== 1) continue;
    // cf-codemod(dns-record-type-change): changing a DNS record's type in place ends 2026-06-30: if item.next can differ from the record's type, delete the record and create the new one in one POST /zones/:zone_id/dns_records/batch
    await dns.dns.records.update(rows[0].id, { zone_id: zone, name: item.host, type: item.next, content: item.address } as any);
  }
}

// The kind listed by is changed before the update: it no longer names the record's type.
export async function retype(zone: string, item: Desired) {
  const page = await dns.dns.records.list({ zone_id: zone, type: item.kind, name: item.host as any });
  const row = page.result[0];
  if (!row) return;
  item.kind = item.next;
  // cf-codemod(dns-record-type-change): changing a DNS record's type in place ends 2026-06-30: if item.kind can differ from the record's type, delete the record and create the new one in one POST /zones/:zone_id/dns_records/batch
  await dns.dns.records.edit(row.id, { zone_id: zone, type: item.kind, content: item.address } as any);
}
