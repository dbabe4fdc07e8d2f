import type { DnsRecord } from './dns/types';

/** The label shown beside a record. */
export function label(record: DnsRecord): string {
	return `${record.name} (${record.zone_name})`;
}
