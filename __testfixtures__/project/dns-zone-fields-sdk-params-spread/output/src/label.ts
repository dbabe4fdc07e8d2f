import type { DnsRecord } from './types';

export function label(r: DnsRecord): string {
  // cf-codemod(dns-record-zone-fields): DNS records no longer carry zone_id: use the zone id this request was sent to (it is in its URL, /zones/:zone_id/dns_records)
  return `${r.name} (zone ${r.zone_id})`;
}
