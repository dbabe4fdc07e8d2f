import type { PublishedRecord } from './records';

// zone_name goes where a string is required: the published type keeps it as it is.
export function zoneHeading(record: PublishedRecord): string {
  return record.zone_name.trim();
}

// zone_id is only read with a fallback: the published type makes it optional.
export function zoneRef(record: PublishedRecord) {
  return record.zone_id ?? '';
}
