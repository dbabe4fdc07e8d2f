import type { ImapSrv } from '../model/srv';

const API = 'https://api.cloudflare.com/client/v4';

export async function publishImap(zoneId: string, domain: string, token: string) {
  const record: ImapSrv = {
    type: 'SRV',
    data: { service: '_imaps', proto: '_tcp', name: domain, priority: 10, weight: 100, port: 993, target: `imap.${domain}` },
  };
  return fetch(`${API}/zones/${zoneId}/dns_records`, {
    method: 'POST',
    headers: { Authorization: `Bearer ${token}` },
    body: JSON.stringify(record),
  });
}
