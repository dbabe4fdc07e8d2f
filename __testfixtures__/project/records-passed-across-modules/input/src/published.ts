// The package's entry: callers outside this repository may pass anything, so its reads are not judged.
export function zoneLabel(record: { name: string; zone_name?: string }): string {
  return `${record.name}.${record.zone_name ?? ''}`;
}
