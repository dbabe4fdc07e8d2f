interface Row {
  name: string;
  zone_id?: string;
  locked?: boolean;
}

export function tally(records: Row[]): { zones: number; open: number } {
  // cf-codemod(dns-record-zone-fields): DNS records no longer carry zone_id: use the zone id this request was sent to (it is in its URL, /zones/:zone_id/dns_records)
  const zones = new Set(records.map((r) => r.zone_id));
  return { zones: zones.size, open: records.filter((r) => (r.locked ?? false) === false).length };
}
