// A record type whose zone fields a mapper copies into the app's own type, whose members are required
// strings: made optional, the copy would stop compiling (TS2322), so both members stay as they are.
interface WireEntry {
  id: string;
  type: string;
  name: string;
  content: string;
  ttl: number;
  zone_id: string;
  zone_name: string;
}

interface Entry {
  id: string;
  zone: { id: string; title: string };
}

export function toEntry(w: WireEntry): Entry {
  return {
    id: w.id,
    zone: { id: w.zone_id, title: w.zone_name },
  };
}
