import Cloudflare from 'cloudflare';

const client = new Cloudflare({ apiToken: process.env.CF_TOKEN });

// match: 'any' ORs the filters: a record named host of any type is listed beside the CNAMEs.
export async function aim(zone: string, host: string, target: string): Promise<void> {
  const page = await client.dns.records.list({ zone_id: zone, type: 'CNAME', name: { exact: host }, match: 'any' });
  const first = page.result[0];
  // cf-codemod(dns-record-type-change): changing a DNS record's type in place ends 2026-06-30: if 'CNAME' can differ from the record's type, delete the record and create the new one in one POST /zones/:zone_id/dns_records/batch
  await client.dns.records.update(first.id, { zone_id: zone, type: 'CNAME', name: host, content: target });
}

// match: 'all' (the default) keeps the type filter: the CNAME sent is the record's own.
export async function aimStrict(zone: string, host: string, target: string): Promise<void> {
  const page = await client.dns.records.list({ zone_id: zone, type: 'CNAME', name: { exact: host }, match: 'all' });
  const first = page.result[0];
  await client.dns.records.update(first.id, { zone_id: zone, type: 'CNAME', name: host, content: target });
}
