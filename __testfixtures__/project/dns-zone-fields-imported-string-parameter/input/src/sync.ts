import { findEntry } from './find-entry';
import updateEntry from './update-entry';
import type { DnsEntry } from './types';

/** Moves the record to `address` unless it points there already: the zone is read off the record. */
async function repoint(entry: DnsEntry, address: string): Promise<DnsEntry> {
  if (entry.content === address) return entry;
  return updateEntry(entry.zone_id, entry.id, address);
}

export async function sync(zone: string, hostname: string, address: string): Promise<string> {
  const entry = await repoint(await findEntry(zone, hostname), address);
  return entry.content;
}
