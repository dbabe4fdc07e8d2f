export function countZones(records: any[]): number {
  // cf-codemod(dns-record-zone-fields): DNS records no longer carry zone_id: use the zone id this request was sent to (it is in its URL, /zones/:zone_id/dns_records)
  return new Set(records.map((r) => r.zone_id)).size;
}
