import type { MailRecord } from '../types';

const CF_API = 'https://api.cloudflare.com/client/v4';

export async function publishSubmission(zoneId: string, domain: string, token: string): Promise<void> {
  // cf-codemod(srv-data-to-name): MailRecord (from '../types') must stop requiring data.service/proto/name: make them optional there
  const record: MailRecord = {
    type: 'SRV',
    name: `_submission._tcp.${domain}`,
    data: { service: '_submission', proto: '_tcp', name: domain, priority: 0, weight: 1, port: 587, target: `smtp.${domain}` },
  };
  await fetch(`${CF_API}/zones/${zoneId}/dns_records`, {
    method: 'POST',
    headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' },
    body: JSON.stringify(record),
  });
}
