// A record type whose zone_name this file hands on where a string is required: made optional, those
// reads would stop compiling, so the member stays as it is. Its zone_id is only read with a fallback.
interface ZoneRecord {
  id: string;
  type: string;
  name: string;
  content: string;
  ttl: number;
  zone_id?: string;
  // cf-codemod(dns-record-zone-fields): ZoneRecord.zone_name is read where a value is required (zoneTitle() in this file): DNS records no longer carry zone_name, so that read gets undefined from the API; the member is kept as it is (optional would not compile there): give the read a fallback (?? …) or stop reading it, then run again
  zone_name: string;
}

function zoneTitle(record: ZoneRecord): string {
  // cf-codemod(dns-record-zone-fields): DNS records no longer carry zone_name: read the zone's name from GET /zones/:zone_id (result.name), or keep the name you looked the zone up by
  return record.zone_name;
}

export function shout(record: ZoneRecord) {
  // cf-codemod(dns-record-zone-fields): DNS records no longer carry zone_name: read the zone's name from GET /zones/:zone_id (result.name), or keep the name you looked the zone up by
  return record.zone_name.toUpperCase();
}

export function describe(records: ZoneRecord[]): string[] {
  // cf-codemod(dns-record-zone-fields): DNS records no longer carry zone_id: use the zone id this request was sent to (it is in its URL, /zones/:zone_id/dns_records)
  return records.map((r) => `${zoneTitle(r)} (${r.zone_id ?? 'unknown zone'})`);
}
