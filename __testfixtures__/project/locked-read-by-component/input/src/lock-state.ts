import type { ZoneRecord } from './dns/types';

/** The padlock and cloud icons of a row, kept as values for the row's state. */
export function rowState(record: ZoneRecord): { id: string; locked: boolean; ttl: number } {
  return { id: record.id, locked: record.locked, ttl: record.ttl };
}
