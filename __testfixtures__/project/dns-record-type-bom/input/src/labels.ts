import type { DnsRecord } from './dns/types';

export const zoneOf = (record: DnsRecord): string | undefined => record.zone_name;
