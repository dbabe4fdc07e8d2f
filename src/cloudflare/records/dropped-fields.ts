/**
 * The DNS record fields the API stopped returning or sending (spec/deprecation-schedule.md): written
 * once here for the transforms that migrate them (dns-record-zone-fields, dns-record-locked) and for
 * the project index, which lets through a module exporting a function that reads one of them
 * (src/project/passed-records.ts).
 */
export const ZONE_FIELDS = ['zone_id', 'zone_name'] as const;
export const LOCKED_FIELD = 'locked';
export const DROPPED_RECORD_FIELDS: readonly string[] = [...ZONE_FIELDS, LOCKED_FIELD];
