// Also called with zones (which carry their own zone-like fields): not only records.
export function label(item: { name: string; zone_id?: string }): string {
  return `${item.name}@${item.zone_id ?? '-'}`;
}

// Only ever given records of another host's API.
export function lockedNames(rows: Array<{ name: string; locked: boolean }>): string[] {
  return rows.filter((r) => r.locked === false).map((r) => r.name);
}
