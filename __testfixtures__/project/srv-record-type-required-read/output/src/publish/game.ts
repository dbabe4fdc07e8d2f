import type { GameSrv } from '../model/srv';

const API = 'https://api.cloudflare.com/client/v4';

export async function publishGame(zoneId: string, domain: string, port: number, token: string) {
  const record: GameSrv = {
    type: 'SRV',
    name: `_minecraft._tcp.${domain}`,
    data: { priority: 0, weight: 5, port, target: `mc.${domain}` },
  };
  return fetch(`${API}/zones/${zoneId}/dns_records`, {
    method: 'POST',
    headers: { Authorization: `Bearer ${token}` },
    body: JSON.stringify(record),
  });
}
