import type { SrvRecord } from '../dns/types';

const CF = 'https://api.cloudflare.com/client/v4';

export async function publishTurn(zoneId: string, token: string, host: string) {
  const record: SrvRecord = {
    type: 'SRV',
    name: `_turn._tcp.${host}`,
    data: { priority: 1, weight: 10, port: 3478, target: `turn.${host}` },
  };
  return fetch(`${CF}/zones/${zoneId}/dns_records`, {
    method: 'POST',
    headers: { Authorization: `Bearer ${token}` },
    body: JSON.stringify(record),
  });
}
