import { cf } from './client';
import { findA } from './current/lookup';
import { findOldA } from './legacy/lookup';

// Found by the A-filtered lookup of a module running cloudflare 4: the A sent back is the record's own type.
export async function keepAddress(zoneId: string, host: string, address: string) {
  const found = await findA(zoneId, host);
  if (!found) return;
  await cf.dns.records.update(found.id, { zone_id: zoneId, type: 'A', name: host, content: address });
}

// Found by a lookup of a module running cloudflare 2: its type is unknown.
export async function keepOldAddress(zoneId: string, host: string, address: string) {
  const found = await findOldA(zoneId, host);
  if (!found) return;
  // cf-codemod(dns-record-type-change): changing a DNS record's type in place ends 2026-06-30: if 'A' can differ from the record's type, delete the record and create the new one in one POST /zones/:zone_id/dns_records/batch
  await cf.dns.records.update(found.id, { zone_id: zoneId, type: 'A', name: host, content: address });
}
