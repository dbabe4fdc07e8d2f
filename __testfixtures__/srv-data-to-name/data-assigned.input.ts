// Record bodies whose data is attached after the object is built.
const API = 'https://api.cloudflare.com/client/v4';

interface SrvData {
  service: string;
  proto: string;
  name: string;
  priority: number;
  weight: number;
  port: number;
  target: string;
}

interface RecordBody {
  type: string;
  ttl: number;
  name?: string;
  data?: SrvData;
}

export async function addSrv(zoneId: string, token: string, service: string, proto: string, name: string, port: number, target: string) {
  const body: RecordBody = { type: 'SRV', ttl: 3600 };
  body.data = { service, proto, name, priority: 10, weight: 5, port, target };
  const res = await fetch(`${API}/zones/${zoneId}/dns_records`, {
    method: 'POST',
    headers: { Authorization: `Bearer ${token}` },
    body: JSON.stringify(body),
  });
  return res.json();
}

// The record type is the caller's: reported, not rewritten.
export async function addAny(zoneId: string, kind: string, zone: string, target: string) {
  const record: Record<string, unknown> = { type: kind, ttl: 1 };
  record.data = { service: '_sip', proto: '_udp', name: zone, priority: 0, weight: 0, port: 5060, target };
  return fetch(`${API}/zones/${zoneId}/dns_records`, { method: 'POST', body: JSON.stringify(record) });
}

// The base name is worked out after the body: the body cannot name it yet, so it is reported.
export async function addLater(zoneId: string, host: string, target: string) {
  const record: Record<string, unknown> = { type: 'SRV', ttl: 1 };
  const base = host.endsWith('.') ? host.slice(0, -1) : host;
  record.data = { service: '_xmpp', proto: '_tcp', name: base, priority: 0, weight: 0, port: 5222, target };
  return fetch(`${API}/zones/${zoneId}/dns_records`, { method: 'POST', body: JSON.stringify(record) });
}
