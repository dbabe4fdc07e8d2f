import type { RecordRow } from '../dns/types';

export function rowTitle(row: RecordRow): string {
  return `${row.name} in ${row.zone_name} (${row.zone_id})`;
}

export function rowZone(row: RecordRow): string {
  return row.zone_name || row.zone_id || '';
}

export function rowBadge(row: RecordRow) {
  if (row.locked) return 'locked';
  return row.zone_name?.length ? 'open' : 'orphan';
}

export const zoneNames = (rows: RecordRow[]) => rows.map((r) => r.zone_name);
