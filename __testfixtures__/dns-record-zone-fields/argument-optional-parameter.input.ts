// Every function the zone fields are passed to takes undefined there (optional, a default, a union
// with undefined, an untyped parameter), and console.log takes anything: the members become optional.
interface ZoneEntry {
  id: string;
  type: string;
  name: string;
  content: string;
  ttl: number;
  zone_id: string;
  zone_name: string;
}

function label(name: string, zone?: string): string {
  return zone ? `${name}.${zone}` : name;
}

const scope = (zone: string | undefined, fallback = 'default') => zone ?? fallback;

function pick(id: string, zone = 'default'): string {
  return `${zone}/${id}`;
}

export function show(entry: ZoneEntry): string {
  console.log(entry.zone_id);
  return [label(entry.name, entry.zone_name), scope(entry.zone_id), pick(entry.id, entry.zone_id)].join(' ');
}
