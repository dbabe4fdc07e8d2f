interface Row {
  name: string;
  zone_id?: string;
  locked?: boolean;
}

export function tally(records: Row[]): { zones: number; open: number } {
  const zones = new Set(records.map((r) => r.zone_id));
  return { zones: zones.size, open: records.filter((r) => r.locked === false).length };
}
