import { DnsLookup, type HostRecord } from './api/dns';

export function byZone(records: HostRecord[]): Record<string, HostRecord[]> {
  return records.reduce((groups, record) => {
    if (!groups[record.zone_name]) groups[record.zone_name] = [];
    groups[record.zone_name].push(record);
    return groups;
  }, {} as Record<string, HostRecord[]>);
}

export async function zoneCount(lookup: DnsLookup, address: string): Promise<number> {
  const records = await lookup.pointingAt(address);
  return new Set(records.map((r) => r.zone_name)).size;
}
