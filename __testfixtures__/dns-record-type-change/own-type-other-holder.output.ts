import Cloudflare from 'cloudflare';

const cf = new Cloudflare({ apiToken: process.env.CLOUDFLARE_API_TOKEN });

function firstOf<T>(items: T[]): T | undefined {
  return items[0];
}

// The id is one record's, the type another's.
export async function copyType(zoneId: string, from: string, to: string) {
  const page = await cf.dns.records.list({ zone_id: zoneId });
  const source = firstOf(page.result.filter((r) => r.name === from));
  const target = firstOf(page.result.filter((r) => r.name === to));
  if (!source || !target) return;
  // cf-codemod(dns-record-type-change): changing a DNS record's type in place ends 2026-06-30: if source.type can differ from the record's type, delete the record and create the new one in one POST /zones/:zone_id/dns_records/batch
  await cf.dns.records.update(target.id, { zone_id: zoneId, type: source.type, name: to, content: source.content } as any);
}

// A copy built here with a type of its own: its id is the record's, its type may not be.
export async function retype(zoneId: string, host: string, kind: string) {
  const page = await cf.dns.records.list({ zone_id: zoneId });
  const found = firstOf(page.result.filter((r) => r.name === host));
  if (!found) return;
  const next = { ...found, type: kind };
  // cf-codemod(dns-record-type-change): changing a DNS record's type in place ends 2026-06-30: if next.type can differ from the record's type, delete the record and create the new one in one POST /zones/:zone_id/dns_records/batch
  await cf.dns.records.edit(next.id, { zone_id: zoneId, type: next.type } as any);
  const again = next;
  // cf-codemod(dns-record-type-change): changing a DNS record's type in place ends 2026-06-30: if again.type can differ from the record's type, delete the record and create the new one in one POST /zones/:zone_id/dns_records/batch
  await cf.dns.records.edit(again.id, { zone_id: zoneId, type: again.type } as any);
}

// A value handed in by the caller, who may have changed its type.
export async function save(zoneId: string, input: { id: string; type: string; content: string }) {
  // cf-codemod(dns-record-type-change): changing a DNS record's type in place ends 2026-06-30: if input.type can differ from the record's type, delete the record and create the new one in one POST /zones/:zone_id/dns_records/batch
  await cf.dns.records.update(input.id, { zone_id: zoneId, type: input.type, content: input.content } as any);
}
