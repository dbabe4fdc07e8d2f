import { loadHost, loadHostMerged, loadHostUpper, saveHost } from './hosts';

// The copy keeps the answer's type: sent back to the same host, it cannot differ.
export async function refresh(zone, host, address) {
  const row = await loadHost(zone, host);
  if (row.content === address) return;
  await saveHost(zone, host, { type: row.type, name: row.name, content: address, ttl: row.ttl, proxied: row.proxied });
}

export async function refreshUpper(zone, host, address) {
  const row = await loadHostUpper(zone, host);
  await saveHost(zone, host, { type: row.type, name: row.name, content: address });
}

export async function refreshMerged(zone, host, address, extra) {
  const row = await loadHostMerged(zone, host, extra);
  await saveHost(zone, host, { type: row.type, name: row.name, content: address });
}
