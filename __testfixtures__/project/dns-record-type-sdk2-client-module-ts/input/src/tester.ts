import type { Want } from './want';

// Its one caller passes a stand-in object with the same members.
export async function rehearse(client: any, zone: string, want: Want, address: string): Promise<void> {
  const page = await client.dnsRecords.browse(zone);
  for (const rec of page.result) {
    if (rec.name === want.host) await client.dnsRecords.edit(zone, rec.id, { type: want.kind, name: want.host, content: address });
  }
}
