import type { ChatRecord } from '../contracts';

const CF_API = 'https://api.cloudflare.com/client/v4';

export async function publishChat(zoneId: string, recordId: string, domain: string, token: string): Promise<void> {
  const record: ChatRecord = {
    type: 'SRV',
    name: `_xmpp-server._tcp.${domain}`,
    ttl: 3600,
    data: { service: '_xmpp-server', proto: '_tcp', name: domain, priority: 5, weight: 0, port: 5269, target: `chat.${domain}` },
  };
  await fetch(`${CF_API}/zones/${zoneId}/dns_records/${recordId}`, {
    method: 'PUT',
    headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' },
    body: JSON.stringify(record),
  });
}
