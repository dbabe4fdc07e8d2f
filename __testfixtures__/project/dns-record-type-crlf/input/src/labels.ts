import type { DnsRecord } from './dns/types';

export function label(record: DnsRecord): string {
	return record.zone_name ?? record.name;
}
