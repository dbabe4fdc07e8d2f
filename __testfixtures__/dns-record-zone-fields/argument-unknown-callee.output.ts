// Callees the file does not declare: a list's push, a callback handed in. Their parameter types are
// not known here, so in TypeScript the read may need its value: the members stay as they are.
// console.log and String take anything: a read there alone would not keep a member.
interface ZoneEntry {
  id: string;
  type: string;
  name: string;
  content: string;
  ttl: number;
  // cf-codemod(dns-record-zone-fields): ZoneEntry.zone_id is read where a value is required (zonesOf() in this file): DNS records no longer carry zone_id, so that read gets undefined from the API; the member is kept as it is (optional would not compile there): give the read a fallback (?? …) or stop reading it, then run again
  zone_id: string;
  // cf-codemod(dns-record-zone-fields): ZoneEntry.zone_name is read where a value is required (announce() in this file): DNS records no longer carry zone_name, so that read gets undefined from the API; the member is kept as it is (optional would not compile there): give the read a fallback (?? …) or stop reading it, then run again
  zone_name: string;
}

export function zonesOf(entries: ZoneEntry[]): string[] {
  const zones: string[] = [];
  // cf-codemod(dns-record-zone-fields): DNS records no longer carry zone_id: use the zone id this request was sent to (it is in its URL, /zones/:zone_id/dns_records)
  for (const entry of entries) zones.push(entry.zone_id);
  return zones;
}

export function announce(entry: ZoneEntry, say: (text: string) => void): void {
  // cf-codemod(dns-record-zone-fields): DNS records no longer carry zone_name: read the zone's name from GET /zones/:zone_id (result.name), or keep the name you looked the zone up by
  say(entry.zone_name);
  // cf-codemod(dns-record-zone-fields): DNS records no longer carry zone_name: read the zone's name from GET /zones/:zone_id (result.name), or keep the name you looked the zone up by
  // cf-codemod(dns-record-zone-fields): DNS records no longer carry zone_id: use the zone id this request was sent to (it is in its URL, /zones/:zone_id/dns_records)
  console.log(String(entry.zone_name), entry.zone_id);
}
