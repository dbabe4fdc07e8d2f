// A zone summary is no DNS record (no type, content, ttl or proxied): its zone_id passed for a string
// parameter, or pushed onto a list, is the app's own value.
interface ZoneSummary {
  id: string;
  name: string;
  zone_id: string;
  zone_name: string;
}

function zonePath(zone: string): string {
  return `/zones/${zone}`;
}

export function paths(summaries: ZoneSummary[]): string[] {
  const out: string[] = [];
  for (const s of summaries) out.push(zonePath(s.zone_id), s.zone_name);
  return out;
}
