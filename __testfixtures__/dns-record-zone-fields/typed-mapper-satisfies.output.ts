// A record's zone id checked with `satisfies` against the app's row type, and put in a list written
// to hold strings: both would stop compiling with an optional member, so it stays as it is.
interface WireEntry {
  id: string;
  type: string;
  name: string;
  content: string;
  ttl: number;
  // cf-codemod(dns-record-zone-fields): WireEntry.zone_id is read where a value is required (rows() in this file): DNS records no longer carry zone_id, so that read gets undefined from the API; the member is kept as it is (optional would not compile there): give the read a fallback (?? …) or stop reading it, then run again
  zone_id: string;
}

interface Row {
  id: string;
  zoneId: string;
}

export function rows(w: WireEntry) {
  // cf-codemod(dns-record-zone-fields): DNS records no longer carry zone_id: use the zone id this request was sent to (it is in its URL, /zones/:zone_id/dns_records)
  const row = { id: w.id, zoneId: w.zone_id } satisfies Row;
  // cf-codemod(dns-record-zone-fields): DNS records no longer carry zone_id: use the zone id this request was sent to (it is in its URL, /zones/:zone_id/dns_records)
  const zones: string[] = [w.zone_id];
  return { row, zones };
}
