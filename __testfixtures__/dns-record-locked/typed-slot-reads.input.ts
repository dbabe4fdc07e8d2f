// A body type not recognisable as a record (no proxied or ttl), whose locked this file hands on where a
// boolean is required: made optional, that read would stop compiling, so the type keeps locked and the
// body typed with it keeps its entry (the API ignores it).
const API = 'https://api.cloudflare.com/client/v4';

interface LockableBody {
  type: 'A';
  name: string;
  content: string;
  locked: boolean;
}

export function isFrozen(body: LockableBody): boolean {
  return body.locked;
}

export async function addHost(zoneId: string, token: string, ip: string) {
  const body: LockableBody = { type: 'A', name: 'app.example.com', content: ip, locked: false };
  return fetch(`${API}/zones/${zoneId}/dns_records`, { method: 'POST', headers: { Authorization: `Bearer ${token}` }, body: JSON.stringify(body) });
}

// Its locked only tested for truth, which undefined passes: optional, and the body loses its entry.
interface PlainBody {
  type: 'AAAA';
  name: string;
  content: string;
  locked: boolean;
}

export function badge(body: PlainBody) {
  return body.locked ? 'frozen' : 'open';
}

export async function addV6(zoneId: string, token: string, ip: string) {
  const body: PlainBody = { type: 'AAAA', name: 'app.example.com', content: ip, locked: false };
  return fetch(`${API}/zones/${zoneId}/dns_records`, { method: 'POST', headers: { Authorization: `Bearer ${token}` }, body: JSON.stringify(body) });
}
