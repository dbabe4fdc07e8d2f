// A zone summary, not a DNS record (no type, name, content): its zone_name is the caller's own, read
// where a string is required, and nothing here is the record type the API stopped filling in.
interface ZoneSummary {
  zone_id: string;
  zone_name: string;
  records: number;
}

export function zoneTitle(summary: ZoneSummary): string {
  return summary.zone_name;
}

export function zoneKey(summary: ZoneSummary): string {
  const key: string = summary.zone_id;
  return key.toLowerCase();
}
