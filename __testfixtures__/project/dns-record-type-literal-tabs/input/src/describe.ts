import type { DnsRecord } from './dns/types';

export function describe(record: DnsRecord): string {
	return record.name + ' ' + record.content;
}
