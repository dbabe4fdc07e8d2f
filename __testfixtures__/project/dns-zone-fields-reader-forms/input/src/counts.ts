import type { EdgeRecord, OriginRecord } from './dns/records';

/** How many records each list holds: their fields are not read here. */
export function counts(edge: EdgeRecord[], origin: OriginRecord[]): [number, number] {
  return [edge.length, origin.length];
}
