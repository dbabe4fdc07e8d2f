import type { DnsRecord } from './dns/types';

/** The fully qualified label shown in the dashboard. */
export function label(record: DnsRecord): string {
  return `${record.name} (${record.zone_name})`;
}
