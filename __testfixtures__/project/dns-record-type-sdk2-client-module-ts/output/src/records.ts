import type { Want } from './want';

// The SDK instance is handed down two modules: start's callers make it.
export async function repoint(client: any, zone: string, want: Want, address: string): Promise<void> {
  const page = await client.dnsRecords.browse(zone);
  for (const rec of page.result) {
    if (rec.name === want.host && rec.content !== address) {
      // cf-codemod(dns-record-type-change): changing a DNS record's type in place ends 2026-06-30: if want.kind can differ from the record's type, delete the record and create the new one in one POST /zones/:zone_id/dns_records/batch
      await client.dnsRecords.edit(zone, rec.id, { type: want.kind, name: want.host, content: address });
    }
  }
}
