// A record type whose zone fields a mapper copies into the app's own type, whose members are required
// strings: made optional, the copy would stop compiling (TS2322), so both members stay as they are.
interface WireEntry {
  id: string;
  type: string;
  name: string;
  content: string;
  ttl: number;
  // cf-codemod(dns-record-zone-fields): WireEntry.zone_id is read where a value is required (toEntry() in this file): DNS records no longer carry zone_id, so that read gets undefined from the API; the member is kept as it is (optional would not compile there): give the read a fallback (?? …) or stop reading it, then run again
  zone_id: string;
  // cf-codemod(dns-record-zone-fields): WireEntry.zone_name is read where a value is required (toEntry() in this file): DNS records no longer carry zone_name, so that read gets undefined from the API; the member is kept as it is (optional would not compile there): give the read a fallback (?? …) or stop reading it, then run again
  zone_name: string;
}

interface Entry {
  id: string;
  zone: { id: string; title: string };
}

export function toEntry(w: WireEntry): Entry {
  return {
    id: w.id,
    // cf-codemod(dns-record-zone-fields): DNS records no longer carry zone_id: use the zone id this request was sent to (it is in its URL, /zones/:zone_id/dns_records)
    // cf-codemod(dns-record-zone-fields): DNS records no longer carry zone_name: read the zone's name from GET /zones/:zone_id (result.name), or keep the name you looked the zone up by
    zone: { id: w.zone_id, title: w.zone_name },
  };
}
