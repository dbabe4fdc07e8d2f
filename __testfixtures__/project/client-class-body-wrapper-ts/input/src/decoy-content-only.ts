import { DnsClient } from './cloudflare';

// Only the content changes: the record keeps its type.
export async function retarget(client: DnsClient, zone: string, record: string, address: string) {
  const patch: { content?: string; ttl?: number } = {};
  patch.content = address;
  if (address.includes(':')) patch.ttl = 300;
  return client.patchRecord(zone, record, patch);
}
