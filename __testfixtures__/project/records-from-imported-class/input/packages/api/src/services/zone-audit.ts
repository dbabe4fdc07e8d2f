import { ZoneClient } from './zone-client';

const client = new ZoneClient();

/** What the audit page shows of each record. */
export async function auditRows(): Promise<Array<{ name: string; locked: boolean; zone: string }>> {
  const records = await client.zoneRecords();
  return records.map((r) => ({ name: r.name, locked: r.locked, zone: r.zone_id }));
}
