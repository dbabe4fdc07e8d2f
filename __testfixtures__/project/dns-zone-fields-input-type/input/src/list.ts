import type { ZoneRecord } from './types';

export function zoneOf(record: ZoneRecord): string {
  return record.zone_name ?? '';
}
