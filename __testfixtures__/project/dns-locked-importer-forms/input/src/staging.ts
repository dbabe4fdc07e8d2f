import type { StagedRecord } from './records';

/** Staged records start unlocked. */
export function unlock(records: StagedRecord[]): void {
  for (const record of records) record.locked = false;
}
