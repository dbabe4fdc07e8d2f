import type { CachedRecord } from './records';

let busy = false;

/** Cached records are written one batch at a time; their lock flag is not looked at. */
export function store(records: CachedRecord[]): number {
  if (busy) return 0;
  busy = true;
  const stored = records.filter((record) => record.ttl > 0).length;
  busy = false;
  return stored;
}
