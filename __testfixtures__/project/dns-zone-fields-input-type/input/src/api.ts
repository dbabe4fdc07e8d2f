import type { CreateDNSRecord, ZoneRecord } from './types';

const CF = 'https://api.cloudflare.com/client/v4';

export async function listRecords(zoneId: string, token: string): Promise<ZoneRecord[]> {
  const res = await fetch(`${CF}/zones/${zoneId}/dns_records`, { headers: { Authorization: `Bearer ${token}` } });
  const body = await res.json();
  return body.result;
}

export async function addRecord(zoneId: string, token: string, form: CreateDNSRecord): Promise<boolean> {
  const res = await fetch(`${CF}/zones/${zoneId}/dns_records`, {
    method: 'POST',
    headers: { Authorization: `Bearer ${token}` },
    body: JSON.stringify({ type: form.type, name: form.name, content: form.content, ttl: form.ttl }),
  });
  return res.ok;
}
