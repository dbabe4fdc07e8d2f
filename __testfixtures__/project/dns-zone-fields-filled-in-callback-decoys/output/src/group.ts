import { aimedAt, type HostRecord, type Zone } from './lookup';

export function perZone(records: HostRecord[]): Record<string, HostRecord[]> {
  return records.reduce((acc, record) => {
    // cf-codemod(dns-record-zone-fields): DNS records no longer carry zone_name: read the zone's name from GET /zones/:zone_id (result.name), or keep the name you looked the zone up by
    if (!acc[record.zone_name]) acc[record.zone_name] = [];
    // cf-codemod(dns-record-zone-fields): DNS records no longer carry zone_name: read the zone's name from GET /zones/:zone_id (result.name), or keep the name you looked the zone up by
    acc[record.zone_name].push(record);
    return acc;
  }, {} as Record<string, HostRecord[]>);
}

export async function printAll(zone: Zone, address: string, token: string): Promise<void> {
  // cf-codemod(dns-record-zone-fields): DNS records no longer carry zone_name: read the zone's name from GET /zones/:zone_id (result.name), or keep the name you looked the zone up by
  for (const r of await aimedAt(zone, address, token)) console.log(r.name, r.zone_name.toUpperCase());
}
