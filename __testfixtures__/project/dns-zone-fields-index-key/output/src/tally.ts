import type { ListedRecord } from './records';

// Counts records per zone, keyed by the zone's name as the record reports it.
export function perZone(rows: ListedRecord[]): Record<string, number> {
  const counts: Record<string, number> = {};
  for (const row of rows) {
    // cf-codemod(dns-record-zone-fields): DNS records no longer carry zone_name: read the zone's name from GET /zones/:zone_id (result.name), or keep the name you looked the zone up by
    counts[row.zone_name] = (counts[row.zone_name] ?? 0) + 1;
  }
  return counts;
}
