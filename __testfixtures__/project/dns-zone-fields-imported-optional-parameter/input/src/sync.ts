import { findEntry } from './find-entry';
import { describeEntry, removeEntry, updateEntry } from './records';
import type { DnsEntry } from './types';

/** Every parameter the zone is passed for takes undefined: the member may become optional. */
async function repoint(entry: DnsEntry, address: string): Promise<DnsEntry> {
  console.log(describeEntry(entry, entry.zone_id));
  return updateEntry(entry.id, address, entry.zone_id);
}

export async function sync(zone: string, hostname: string, address?: string): Promise<void> {
  const entry = await findEntry(zone, hostname);
  if (!entry) return;
  if (address) await repoint(entry, address);
  else await removeEntry(entry.id, entry.zone_id);
}
