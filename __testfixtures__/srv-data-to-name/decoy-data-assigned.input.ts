// SRV-shaped objects whose data is attached later, sent to no Cloudflare API: a service registry of
// our own and a NAPTR record (its data.service is another thing).
const REGISTRY = 'https://registry.internal.example/v1';
const API = 'https://api.cloudflare.com/client/v4';

export async function register(service: string, proto: string, name: string, port: number, target: string) {
  const entry: Record<string, unknown> = { type: 'SRV', ttl: 30 };
  entry.data = { service, proto, name, priority: 0, weight: 0, port, target };
  return fetch(`${REGISTRY}/zones/local/dns_records`, { method: 'POST', body: JSON.stringify(entry) });
}

export async function addNaptr(zoneId: string, zone: string) {
  const record: Record<string, unknown> = { type: 'NAPTR', name: zone };
  record.data = { order: 100, preference: 10, flags: 'S', service: 'SIP+D2U', regex: '', replacement: `_sip._udp.${zone}` };
  return fetch(`${API}/zones/${zoneId}/dns_records`, { method: 'POST', body: JSON.stringify(record) });
}

// The data is attached after the request went out (to the audit copy), not to what was sent.
export async function addBare(zoneId: string, audit: Array<Record<string, unknown>>, zone: string) {
  const sent: Record<string, unknown> = { type: 'SRV', name: `_ldap._tcp.${zone}`, ttl: 1 };
  await fetch(`${API}/zones/${zoneId}/dns_records`, { method: 'POST', body: JSON.stringify(sent) });
  sent.data = { service: '_ldap', proto: '_tcp', name: zone };
  audit.push(sent);
}
