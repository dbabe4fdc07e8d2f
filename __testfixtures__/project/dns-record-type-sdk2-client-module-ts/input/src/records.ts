import type { Want } from './want';

// The SDK instance is handed down two modules: start's callers make it.
export async function repoint(client: any, zone: string, want: Want, address: string): Promise<void> {
  const page = await client.dnsRecords.browse(zone);
  for (const rec of page.result) {
    if (rec.name === want.host && rec.content !== address) {
      await client.dnsRecords.edit(zone, rec.id, { type: want.kind, name: want.host, content: address });
    }
  }
}
