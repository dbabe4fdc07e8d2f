import type { MirrorRecord } from './dns/records';

/** The mirror sorts its rows by this key. */
export const mirrorSortKey: keyof MirrorRecord = 'zone_name';
