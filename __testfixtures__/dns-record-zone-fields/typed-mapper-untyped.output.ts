// A mapper with no written return type: the copy takes whatever the member holds, so the members
// can become optional.
interface WireEntry {
  id: string;
  type: string;
  name: string;
  content: string;
  ttl: number;
  zone_id?: string;
  zone_name?: string;
}

export function toEntry(w: WireEntry) {
  // cf-codemod(dns-record-zone-fields): DNS records no longer carry zone_id: use the zone id this request was sent to (it is in its URL, /zones/:zone_id/dns_records)
  // cf-codemod(dns-record-zone-fields): DNS records no longer carry zone_name: read the zone's name from GET /zones/:zone_id (result.name), or keep the name you looked the zone up by
  return { id: w.id, zoneId: w.zone_id, zoneTitle: w.zone_name };
}
