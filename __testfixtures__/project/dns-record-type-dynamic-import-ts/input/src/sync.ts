import { ZoneClient } from './zone-client';
import { findEntry, patchEntry } from './entries';

// The entry is the first of the list filtered on the type it is saved back with.
export async function repoint(key: string, zone: string, kind: string, label: string, value: string): Promise<void> {
  const client = new ZoneClient(key, zone);
  const found = await client.search(kind, label);
  if (found.length === 1) await client.save(found[0].id, kind, label, value);
}

export async function refresh(site: { zone: string; label: string; type: string }, value: string): Promise<void> {
  const entry = await findEntry(site.zone, site.label, site.type);
  if (entry) await patchEntry(site.zone, entry.id, { value, type: site.type });
}
