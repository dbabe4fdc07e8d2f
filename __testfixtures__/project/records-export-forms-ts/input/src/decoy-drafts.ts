// Also given drafts the form builds: not only records.
export function showDraft({ name, zone_id }: { name: string; zone_id: string }): string {
  return `${name} → ${zone_id}`;
}
