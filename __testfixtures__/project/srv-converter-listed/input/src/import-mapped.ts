import { createRecord } from './cloudflare';
import { toRecordBody } from './convert';

type Entry = Parameters<typeof toRecordBody>[0];

// Every entry converted first, then created one by one.
export async function importZone(zoneId: string, zone: string, entries: Entry[]) {
  for (const body of entries.map((e) => toRecordBody(e, zone))) {
    await createRecord(zoneId, body);
  }
}
