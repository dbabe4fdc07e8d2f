// A record's zone name put in a list that is joined into a line of text: join takes undefined, so
// the member can become optional (the read is reported).
interface WireEntry {
  id: string;
  type: string;
  name: string;
  content: string;
  ttl: number;
  zone_name?: string;
}

export function csvLine(w: WireEntry): string {
  // cf-codemod(dns-record-zone-fields): DNS records no longer carry zone_name: read the zone's name from GET /zones/:zone_id (result.name), or keep the name you looked the zone up by
  return [w.zone_name, w.name, w.type].join(',');
}
