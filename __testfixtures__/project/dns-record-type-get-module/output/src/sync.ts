import { editEntry, getEntry } from './client';

export async function follow(zone: string, entry: string, address: string): Promise<void> {
  const live = await getEntry(zone, entry);
  if (live.content === address) return;
  await editEntry(zone, entry, { type: live.type, content: address, proxied: live.proxied });
}

export async function apply(zone: string, entry: string, wanted: { type: string; content: string }): Promise<void> {
  const live = await getEntry(zone, entry);
  // cf-codemod(dns-record-type-change): changing a DNS record's type in place ends 2026-06-30: if wanted.type can differ from the record's type, delete the record and create the new one in one POST /zones/:zone_id/dns_records/batch
  await editEntry(zone, entry, { type: wanted.type, content: wanted.content, proxied: live.proxied });
}

export async function copyFrom(zone: string, entry: string, model: string): Promise<void> {
  const source = await getEntry(zone, model);
  // cf-codemod(dns-record-type-change): changing a DNS record's type in place ends 2026-06-30: if source.type can differ from the record's type, delete the record and create the new one in one POST /zones/:zone_id/dns_records/batch
  await editEntry(zone, entry, { type: source.type, content: source.content });
}
