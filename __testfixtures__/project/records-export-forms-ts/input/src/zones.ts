export function countZones(records: any[]): number {
  return new Set(records.map((r) => r.zone_id)).size;
}
