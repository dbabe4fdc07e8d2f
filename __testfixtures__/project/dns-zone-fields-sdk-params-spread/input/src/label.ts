import type { DnsRecord } from './types';

export function label(r: DnsRecord): string {
  return `${r.name} (zone ${r.zone_id})`;
}
