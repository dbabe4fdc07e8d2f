// A record's zone id checked with `satisfies` against the app's row type, and put in a list written
// to hold strings: both would stop compiling with an optional member, so it stays as it is.
interface WireEntry {
  id: string;
  type: string;
  name: string;
  content: string;
  ttl: number;
  zone_id: string;
}

interface Row {
  id: string;
  zoneId: string;
}

export function rows(w: WireEntry) {
  const row = { id: w.id, zoneId: w.zone_id } satisfies Row;
  const zones: string[] = [w.zone_id];
  return { row, zones };
}
