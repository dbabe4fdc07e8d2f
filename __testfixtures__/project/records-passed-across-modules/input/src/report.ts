// Formats DNS records the API modules fetched.
export function describeRecords(records: any[]): string[] {
  return records.map((r) => `${r.name} (${r.type}) zone ${r.zone_id}`);
}

export const ownerZone = (record: any, fallback: string): string => record.zone_name || fallback;

export function canEdit(record: any): boolean {
  return record.locked === false;
}
