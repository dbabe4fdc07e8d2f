// A rest parameter of strings takes the zone: each element must be a string.
interface ZoneEntry {
  id: string;
  type: string;
  name: string;
  content: string;
  proxied: boolean;
  zone_id: string;
  zone_name: string;
}

function joinKeys(separator: string, ...parts: string[]): string {
  return parts.join(separator);
}

export function cacheKey(entry: ZoneEntry): string {
  return joinKeys(':', entry.name, entry.zone_name);
}

/** A rest parameter that takes undefined: zone_id may become optional. */
function loose(...parts: Array<string | undefined>): number {
  return parts.length;
}

export const count = (entry: ZoneEntry) => loose(entry.zone_id);
