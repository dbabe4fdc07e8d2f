// A record's zone name put in a list that is joined into a line of text: join takes undefined, so
// the member can become optional (the read is reported).
interface WireEntry {
  id: string;
  type: string;
  name: string;
  content: string;
  ttl: number;
  zone_name: string;
}

export function csvLine(w: WireEntry): string {
  return [w.zone_name, w.name, w.type].join(',');
}
