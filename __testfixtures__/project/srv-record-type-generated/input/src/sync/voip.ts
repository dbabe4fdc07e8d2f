import type { SrvRecord } from '../bindings/SrvRecord';

const API = 'https://api.cloudflare.com/client/v4';

// The binding above is generated from the Rust struct the DNS worker shares: the body follows it.
export async function addSip(zoneId: string, token: string, host: string, port: number) {
  const record: SrvRecord = {
    type: 'SRV',
    name: host,
    ttl: null,
    data: { service: '_sip', proto: '_tcp', name: host, priority: 10, weight: 5, port, target: `pbx.${host}` },
  };
  return fetch(`${API}/zones/${zoneId}/dns_records`, { method: 'POST', headers: { Authorization: `Bearer ${token}` }, body: JSON.stringify(record) });
}
