import * as dns from './dns/types';

/** Which zone each live record belongs to, for the weekly report. */
export function zonesOf(records: dns.LiveRecord[]): string[] {
  return records.map((record) => record.zone_id ?? 'unknown');
}
