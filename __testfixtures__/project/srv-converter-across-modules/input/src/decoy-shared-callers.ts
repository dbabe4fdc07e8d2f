import { auditedRecord } from './decoy-shared';

const API = 'https://api.cloudflare.com/client/v4';

export async function addAudited(zone: string, host: string, token: string) {
  await fetch(`${API}/zones/${zone}/dns_records`, { method: 'POST', headers: { Authorization: `Bearer ${token}` }, body: JSON.stringify(auditedRecord(host, 5222)) });
  await fetch('https://audit.example.org/events', { method: 'POST', body: JSON.stringify(auditedRecord(host, 5222)) });
}
