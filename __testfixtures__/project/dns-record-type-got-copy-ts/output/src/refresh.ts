import { loadHost, loadHostTagged, loadHostUpper, saveHost } from './hosts';

// The copy keeps the answer's type: sent back to the same host, it cannot differ.
export async function refresh(zone: string, host: string, address: string): Promise<void> {
  const row = await loadHost(zone, host);
  if (row.content === address) return;
  await saveHost(zone, host, { type: row.type, name: row.name, content: address, ttl: row.ttl, proxied: row.proxied });
}

export async function refreshUpper(zone: string, host: string, address: string): Promise<void> {
  const row = await loadHostUpper(zone, host);
  // cf-codemod(dns-record-type-change): changing a DNS record's type in place ends 2026-06-30: if row.type can differ from the record's type, delete the record and create the new one in one POST /zones/:zone_id/dns_records/batch
  await saveHost(zone, host, { type: row.type, name: row.name, content: address });
}

export async function refreshTagged(zone: string, host: string, address: string, tag: string): Promise<void> {
  const row = await loadHostTagged(zone, host, tag);
  // cf-codemod(dns-record-type-change): changing a DNS record's type in place ends 2026-06-30: if row.type can differ from the record's type, delete the record and create the new one in one POST /zones/:zone_id/dns_records/batch
  await saveHost(zone, host, { type: row.type, name: row.name, content: address });
}
