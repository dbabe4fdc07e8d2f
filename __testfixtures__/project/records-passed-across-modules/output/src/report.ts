// Formats DNS records the API modules fetched.
export function describeRecords(records: any[]): string[] {
  // cf-codemod(dns-record-zone-fields): DNS records no longer carry zone_id: use the zone id this request was sent to (it is in its URL, /zones/:zone_id/dns_records)
  return records.map((r) => `${r.name} (${r.type}) zone ${r.zone_id}`);
}

// cf-codemod(dns-record-zone-fields): DNS records no longer carry zone_name: read the zone's name from GET /zones/:zone_id (result.name), or keep the name you looked the zone up by
export const ownerZone = (record: any, fallback: string): string => record.zone_name || fallback;

export function canEdit(record: any): boolean {
  return (record.locked ?? false) === false;
}
