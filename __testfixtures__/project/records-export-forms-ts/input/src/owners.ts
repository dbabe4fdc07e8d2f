// Read through a namespace import by its one caller.
export function ownersOf(records: any[]): string[] {
  return records.map((r) => r.zone_name);
}
