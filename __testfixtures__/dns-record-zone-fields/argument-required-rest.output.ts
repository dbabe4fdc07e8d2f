// A rest parameter of strings takes the zone: each element must be a string.
interface ZoneEntry {
  id: string;
  type: string;
  name: string;
  content: string;
  proxied: boolean;
  zone_id?: string;
  // cf-codemod(dns-record-zone-fields): ZoneEntry.zone_name is read where a value is required (cacheKey() in this file): DNS records no longer carry zone_name, so that read gets undefined from the API; the member is kept as it is (optional would not compile there): give the read a fallback (?? …) or stop reading it, then run again
  zone_name: string;
}

function joinKeys(separator: string, ...parts: string[]): string {
  return parts.join(separator);
}

export function cacheKey(entry: ZoneEntry): string {
  // cf-codemod(dns-record-zone-fields): DNS records no longer carry zone_name: read the zone's name from GET /zones/:zone_id (result.name), or keep the name you looked the zone up by
  return joinKeys(':', entry.name, entry.zone_name);
}

/** A rest parameter that takes undefined: zone_id may become optional. */
function loose(...parts: Array<string | undefined>): number {
  return parts.length;
}

// cf-codemod(dns-record-zone-fields): DNS records no longer carry zone_id: use the zone id this request was sent to (it is in its URL, /zones/:zone_id/dns_records)
export const count = (entry: ZoneEntry) => loose(entry.zone_id);
