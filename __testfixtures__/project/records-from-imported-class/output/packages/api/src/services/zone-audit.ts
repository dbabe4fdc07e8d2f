import { ZoneClient } from './zone-client';

const client = new ZoneClient();

/** What the audit page shows of each record. */
export async function auditRows(): Promise<Array<{ name: string; locked: boolean; zone: string }>> {
  const records = await client.zoneRecords();
  // cf-codemod(dns-record-zone-fields): DNS records no longer carry zone_id: use the zone id this request was sent to (it is in its URL, /zones/:zone_id/dns_records)
  return records.map((r) => ({ name: r.name, locked: r.locked ?? false, zone: r.zone_id }));
}
