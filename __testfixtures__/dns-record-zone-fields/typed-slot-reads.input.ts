// A record type whose zone_name this file hands on where a string is required: made optional, those
// reads would stop compiling, so the member stays as it is. Its zone_id is only read with a fallback.
interface ZoneRecord {
  id: string;
  type: string;
  name: string;
  content: string;
  ttl: number;
  zone_id: string;
  zone_name: string;
}

function zoneTitle(record: ZoneRecord): string {
  return record.zone_name;
}

export function shout(record: ZoneRecord) {
  return record.zone_name.toUpperCase();
}

export function describe(records: ZoneRecord[]): string[] {
  return records.map((r) => `${zoneTitle(r)} (${r.zone_id ?? 'unknown zone'})`);
}
