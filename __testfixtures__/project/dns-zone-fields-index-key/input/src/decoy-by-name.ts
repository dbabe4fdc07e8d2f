import type { ListedRecord } from './records';

// Keyed by the record's own name: nothing here reads zone_name.
export function byName(rows: ListedRecord[]): Record<string, ListedRecord> {
  const out: Record<string, ListedRecord> = {};
  for (const row of rows) out[row.name] = row;
  return out;
}
