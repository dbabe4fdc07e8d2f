import type { ChatRecord } from '../contracts';

const CF_API = 'https://api.cloudflare.com/client/v4';

export async function publishChat(zoneId: string, recordId: string, domain: string, token: string): Promise<void> {
  const record: ChatRecord = {
    type: 'SRV',
    name: `_xmpp-server._tcp.${domain}`,
    ttl: 3600,
    data: { priority: 5, weight: 0, port: 5269, target: `chat.${domain}` },
  };
  // cf-codemod(dns-record-type-change): changing a DNS record's type in place ends 2026-06-30: if 'SRV' can differ from the record's type, delete the record and create the new one in one POST /zones/:zone_id/dns_records/batch
  await fetch(`${CF_API}/zones/${zoneId}/dns_records/${recordId}`, {
    method: 'PUT',
    headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' },
    body: JSON.stringify(record),
  });
}
