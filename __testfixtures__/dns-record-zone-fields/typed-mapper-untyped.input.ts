// A mapper with no written return type: the copy takes whatever the member holds, so the members
// can become optional.
interface WireEntry {
  id: string;
  type: string;
  name: string;
  content: string;
  ttl: number;
  zone_id: string;
  zone_name: string;
}

export function toEntry(w: WireEntry) {
  return { id: w.id, zoneId: w.zone_id, zoneTitle: w.zone_name };
}
