import type { MailRecord } from '../types';

const CF_API = 'https://api.cloudflare.com/client/v4';

export async function publishSubmission(zoneId: string, domain: string, token: string): Promise<void> {
  const record: MailRecord = {
    type: 'SRV',
    name: `_submission._tcp.${domain}`,
    data: { priority: 0, weight: 1, port: 587, target: `smtp.${domain}` },
  };
  await fetch(`${CF_API}/zones/${zoneId}/dns_records`, {
    method: 'POST',
    headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' },
    body: JSON.stringify(record),
  });
}
