import { loadHost, loadHostTagged, loadHostUpper, saveHost } from './hosts';

// The copy keeps the answer's type: sent back to the same host, it cannot differ.
export async function refresh(zone: string, host: string, address: string): Promise<void> {
  const row = await loadHost(zone, host);
  if (row.content === address) return;
  await saveHost(zone, host, { type: row.type, name: row.name, content: address, ttl: row.ttl, proxied: row.proxied });
}

export async function refreshUpper(zone: string, host: string, address: string): Promise<void> {
  const row = await loadHostUpper(zone, host);
  await saveHost(zone, host, { type: row.type, name: row.name, content: address });
}

export async function refreshTagged(zone: string, host: string, address: string, tag: string): Promise<void> {
  const row = await loadHostTagged(zone, host, tag);
  await saveHost(zone, host, { type: row.type, name: row.name, content: address });
}
