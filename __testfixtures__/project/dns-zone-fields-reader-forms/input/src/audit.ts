import { records } from './dns';

/** The zone of a mirrored record, for the audit trail. */
export function mirroredZone(record: records.MirrorRecord): string {
  return record.zone_id ?? '';
}
