import { clientFor } from './client';
import type { HostEntry } from './types';

// The caller's changes, typed with the entry's shape, go out as they are.
export async function changeHost(token: string, zoneId: string, entryId: string, changes: Partial<HostEntry>) {
  const cf = clientFor(token);
  return await cf.dns.records.edit(entryId, { zone_id: zoneId, ...changes } as any);
}

// Everything but the type.
export async function tuneHost(token: string, zoneId: string, entryId: string, changes: Omit<HostEntry, 'type'>) {
  const cf = clientFor(token);
  return await cf.dns.records.edit(entryId, { zone_id: zoneId, ...changes } as any);
}
