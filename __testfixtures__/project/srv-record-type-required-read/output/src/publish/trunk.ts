import type { TrunkSrv } from '../model/srv';

const API = 'https://api.cloudflare.com/client/v4';

export async function publishTrunk(zoneId: string, domain: string, token: string) {
  // cf-codemod(srv-data-to-name): TrunkSrv must stop requiring data.service/proto/name, but data.name is read through it where a string is required (trunkHost() in ../report/hosts.ts): derive that read from the record's name (name.split('.')) or let it take undefined, then run again
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
