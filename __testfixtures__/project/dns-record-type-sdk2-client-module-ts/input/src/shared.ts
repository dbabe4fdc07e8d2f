import type { Want } from './want';

// One call passes the SDK instance, the other whatever its own caller (none in the run) gives.
export async function swap(client: any, zone: string, want: Want, address: string): Promise<void> {
  const page = await client.dnsRecords.browse(zone);
  for (const rec of page.result) {
    if (rec.name === want.host) await client.dnsRecords.edit(zone, rec.id, { type: want.kind, name: want.host, content: address });
  }
}
