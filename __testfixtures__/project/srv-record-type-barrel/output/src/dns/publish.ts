import type { SrvRecord } from '../types';

const API = 'https://api.cloudflare.com/client/v4';

export async function publishMatrix(zoneId: string, domain: string, token: string): Promise<void> {
  const record: SrvRecord = {
    type: 'SRV',
    name: `_matrix._tcp.${domain}`,
    data: { priority: 10, weight: 5, port: 8448, target: `matrix.${domain}` },
  };
  await fetch(`${API}/zones/${zoneId}/dns_records`, {
    method: 'POST',
    headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' },
    body: JSON.stringify(record),
  });
}
