import type { SipRecord } from '../types';

const CF_API = 'https://api.cloudflare.com/client/v4';

export async function publishVoice(zoneId: string, domain: string, token: string): Promise<void> {
  const record: SipRecord = {
    type: 'SRV',
    ttl: 300,
    data: { service: '_sip', proto: '_tcp', name: domain, priority: 10, weight: 20, port: 5060, target: `pbx.${domain}` },
  };
  await fetch(`${CF_API}/zones/${zoneId}/dns_records`, {
    method: 'POST',
    headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' },
    body: JSON.stringify(record),
  });
}
