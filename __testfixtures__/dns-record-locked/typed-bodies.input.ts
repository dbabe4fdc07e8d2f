import type { RemoteRecordBody } from './record-types';

const API = 'https://api.cloudflare.com/client/v4';

// An SRV body has data, not content: its type is known to be a record body only by where it is sent.
interface SrvBody {
  type: 'SRV';
  name: string;
  ttl: number;
  data: { service: string; proto: string; priority: number; weight: number; port: number; target: string };
  locked: boolean;
}

type CaaBody = {
  type: 'CAA';
  name: string;
  data: { flags: number; tag: string; value: string };
  locked?: boolean;
};

export async function addSrv(zoneId: string, token: string, target: string) {
  const body: SrvBody = {
    type: 'SRV',
    name: '_sip._tcp.example.com',
    ttl: 3600,
    data: { service: '_sip', proto: '_tcp', priority: 10, weight: 5, port: 5060, target },
    locked: false,
  };
  return fetch(`${API}/zones/${zoneId}/dns_records`, {
    method: 'POST',
    headers: { Authorization: `Bearer ${token}` },
    body: JSON.stringify(body),
  });
}

export async function addCaa(zoneId: string, token: string) {
  const body = { type: 'CAA', name: 'example.com', data: { flags: 0, tag: 'issue', value: 'ca.example' }, locked: false } satisfies CaaBody;
  return fetch(`${API}/zones/${zoneId}/dns_records`, { method: 'POST', headers: { Authorization: `Bearer ${token}` }, body: JSON.stringify(body) });
}

// Typed with a type declared elsewhere, which this file cannot see: the body is left as it is, so it
// still type-checks (the API ignores the field).
export async function addRemote(zoneId: string, token: string, body: RemoteRecordBody) {
  const sent: RemoteRecordBody = { ...body, locked: false };
  return fetch(`${API}/zones/${zoneId}/dns_records`, { method: 'POST', headers: { Authorization: `Bearer ${token}` }, body: JSON.stringify(sent) });
}
