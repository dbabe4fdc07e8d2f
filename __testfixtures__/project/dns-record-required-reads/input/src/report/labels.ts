import type { DnsRecord } from '../dns/types';

/** The zone a record is shown under: a string, so DnsRecord must keep zone_name as it is. */
export function zoneLabel(record: DnsRecord): string {
  return record.zone_name;
}

/** Whether the record is locked, as a boolean: DnsRecord must keep locked as it is. */
export function isLocked(record: DnsRecord) {
  const frozen: boolean = record.locked;
  return frozen;
}

/** zone_id only read with a fallback: optional is fine. */
export function zoneKey(record: DnsRecord): string {
  return record.zone_id ?? 'unknown';
}
