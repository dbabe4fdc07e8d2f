// Its namespace is handed on whole by the importer: other calls may exist.
export function namesOf(records: any[]): string[] {
  return records.map((r) => r.zone_name);
}
