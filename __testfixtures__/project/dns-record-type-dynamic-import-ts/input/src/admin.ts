// Loaded on demand: the entry and the type come from whoever calls it.
export async function override(key: string, zone: string, entryId: string, kind: string): Promise<void> {
  const { ZoneClient } = await import('./zone-client');
  const client = new ZoneClient(key, zone);
  await client.save(entryId, kind, 'api', '10.0.0.2');
}

export async function retype(zone: string, entryId: string, kind: string, value: string): Promise<void> {
  const mod = await import('./entries');
  await mod.patchEntry(zone, entryId, { value, type: kind });
}
