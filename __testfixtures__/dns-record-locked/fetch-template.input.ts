const API = 'https://api.cloudflare.com/client/v4';

export interface DnsRecord {
  id: string;
  type: 'A' | 'AAAA' | 'CNAME' | 'TXT';
  name: string;
  content: string;
  proxied: boolean;
  ttl: number;
  locked: boolean;
}

export async function listRecords(zoneId: string, token: string) {
  const res = await fetch(`${API}/zones/${zoneId}/dns_records?per_page=500`, {
    headers: { Authorization: `Bearer ${token}` },
  });
  const body = await res.json();
  return body.result.map((r: any) => ({ id: r.id, name: r.name, locked: r.locked }));
}

export async function createRecord(zoneId: string, token: string, name: string, ip: string) {
  const res = await fetch(`${API}/zones/${zoneId}/dns_records`, {
    method: 'POST',
    headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' },
    body: JSON.stringify({ type: 'A', name, content: ip, ttl: 1, proxied: true, locked: false }),
  });
  const { result } = await res.json();
  if (result.locked) throw new Error(`${name} is locked`);
  return result as DnsRecord;
}

export function describe(record: DnsRecord): string {
  const lock = record.locked === false ? 'editable' : 'locked';
  return `${record.name} ${record.type} ${record.content} (${lock})`;
}
