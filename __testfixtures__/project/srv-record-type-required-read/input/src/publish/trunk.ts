import type { TrunkSrv } from '../model/srv';

const API = 'https://api.cloudflare.com/client/v4';

export async function publishTrunk(zoneId: string, domain: string, token: string) {
  const record: TrunkSrv = {
    type: 'SRV',
    data: { service: '_sip', proto: '_tls', name: domain, priority: 10, weight: 100, port: 5061, target: `trunk.${domain}` },
  };
  return fetch(`${API}/zones/${zoneId}/dns_records`, {
    method: 'POST',
    headers: { Authorization: `Bearer ${token}` },
    body: JSON.stringify(record),
  });
}
