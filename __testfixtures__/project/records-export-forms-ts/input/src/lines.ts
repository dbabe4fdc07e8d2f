export function describe(records: any[]): string[] {
  return records.map((r) => `${r.name} in ${r.zone_name}`);
}
