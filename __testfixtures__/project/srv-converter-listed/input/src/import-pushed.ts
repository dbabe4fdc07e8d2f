import { createRecord } from './cloudflare';
import { toRecordBody, type ZoneEntry } from './convert';

// Only the entries the zone does not have yet, collected, then created.
export async function importMissing(zoneId: string, zone: string, entries: ZoneEntry[], existing: Set<string>) {
  const pending = [];
  for (const entry of entries) {
    if (!existing.has(entry.label)) pending.push(toRecordBody(entry, zone));
  }
  for (const body of pending) await createRecord(zoneId, body);
  return pending.length;
}
