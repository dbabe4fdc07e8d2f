import type { ListedRecord } from './records';

// Counts records per zone, keyed by the zone's name as the record reports it.
export function perZone(rows: ListedRecord[]): Record<string, number> {
  const counts: Record<string, number> = {};
  for (const row of rows) {
    counts[row.zone_name] = (counts[row.zone_name] ?? 0) + 1;
  }
  return counts;
}
