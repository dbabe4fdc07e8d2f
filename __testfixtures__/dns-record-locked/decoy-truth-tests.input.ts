// Reads of locked on records typed with this file's record type, each only seen as true or false.
interface Hostname {
  id: string;
  type: 'A' | 'CNAME';
  name: string;
  content: string;
  proxied: boolean;
  locked?: boolean;
}

export function flags(host: Hostname, all: Hostname[]) {
  const frozen = Boolean(host.locked);
  const someFrozen = all.some((h) => Boolean(h.locked));
  const label = Boolean((host as Hostname).locked) ? 'frozen' : 'open';
  return { frozen, someFrozen, label, count: all.filter((h) => !h.locked).length };
}
