import { aimedAt, type HostRecord, type Zone } from './lookup';

export function perZone(records: HostRecord[]): Record<string, HostRecord[]> {
  return records.reduce((acc, record) => {
    if (!acc[record.zone_name]) acc[record.zone_name] = [];
    acc[record.zone_name].push(record);
    return acc;
  }, {} as Record<string, HostRecord[]>);
}

export async function printAll(zone: Zone, address: string, token: string): Promise<void> {
  for (const r of await aimedAt(zone, address, token)) console.log(r.name, r.zone_name.toUpperCase());
}
