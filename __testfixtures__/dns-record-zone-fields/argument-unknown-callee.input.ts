// Callees the file does not declare: a list's push, a callback handed in. Their parameter types are
// not known here, so in TypeScript the read may need its value: the members stay as they are.
// console.log and String take anything: a read there alone would not keep a member.
interface ZoneEntry {
  id: string;
  type: string;
  name: string;
  content: string;
  ttl: number;
  zone_id: string;
  zone_name: string;
}

export function zonesOf(entries: ZoneEntry[]): string[] {
  const zones: string[] = [];
  for (const entry of entries) zones.push(entry.zone_id);
  return zones;
}

export function announce(entry: ZoneEntry, say: (text: string) => void): void {
  say(entry.zone_name);
  console.log(String(entry.zone_name), entry.zone_id);
}
