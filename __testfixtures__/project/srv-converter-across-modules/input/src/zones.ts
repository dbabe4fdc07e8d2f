import { sanitizeRecord, type RecordInput } from './records';

const API = 'https://api.cloudflare.com/client/v4';

export async function addRecord(zone: string, input: RecordInput, token: string) {
  const res = await fetch(`${API}/zones/${zone}/dns_records`, {
    method: 'POST',
    headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' },
    body: JSON.stringify(sanitizeRecord(input)),
  });
  return res.json();
}
