import Cloudflare from 'cloudflare';

const cf = new Cloudflare({ apiToken: process.env.CLOUDFLARE_API_TOKEN });

// The id of one record, the type of another: the record updated may get another type.
export async function copyType(zoneId: string, fromName: string, toName: string) {
  const from = (await cf.dns.records.list({ zone_id: zoneId, name: { exact: fromName } })).result[0];
  const to = (await cf.dns.records.list({ zone_id: zoneId, name: { exact: toName } })).result[0];
  const { id } = to;
  // cf-codemod(dns-record-type-change): changing a DNS record's type in place ends 2026-06-30: if from.type can differ from the record's type, delete the record and create the new one in one POST /zones/:zone_id/dns_records/batch
  await cf.dns.records.edit(id, { zone_id: zoneId, type: from.type, content: from.content } as any);
}

// The record's type is set before it is sent back.
export async function retype(zoneId: string, next: 'A' | 'AAAA') {
  const page = await cf.dns.records.list({ zone_id: zoneId });
  for (const record of page.result) {
    record.type = next;
    // cf-codemod(dns-record-type-change): changing a DNS record's type in place ends 2026-06-30: if record.type can differ from the record's type, delete the record and create the new one in one POST /zones/:zone_id/dns_records/batch
    await cf.dns.records.update(record.id, { zone_id: zoneId, type: record.type, name: record.name } as any);
  }
}

// The caller's changes are merged into the record, type included, before it is sent back.
export async function applyChanges(zoneId: string, name: string, changes: { type?: string; content?: string }) {
  const page = await cf.dns.records.list({ zone_id: zoneId, name: { exact: name } });
  const current = page.result[0];
  Object.assign(current, changes);
  // cf-codemod(dns-record-type-change): changing a DNS record's type in place ends 2026-06-30: if current.type can differ from the record's type, delete the record and create the new one in one POST /zones/:zone_id/dns_records/batch
  await cf.dns.records.edit(current.id, { zone_id: zoneId, type: current.type, content: current.content } as any);
}
