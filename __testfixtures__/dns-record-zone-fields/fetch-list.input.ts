const API = 'https://api.cloudflare.com/client/v4';

export interface DnsRecord {
  id: string;
  type: 'A' | 'AAAA' | 'CNAME' | 'TXT';
  name: string;
  content: string;
  proxied: boolean;
  ttl: number;
  zone_id: string;
  zone_name: string; // the apex
}

export async function listRecords(zoneId: string, token: string): Promise<DnsRecord[]> {
  const res = await fetch(`${API}/zones/${zoneId}/dns_records?per_page=100`, {
    headers: { Authorization: `Bearer ${token}` },
  });
  const body = await res.json();
  return body.result.map((r: any) => ({ ...r, label: `${r.name} in ${r.zone_name}` }));
}

export async function recordOwner(zoneId: string, id: string, token: string) {
  const res = await fetch(`${API}/zones/${zoneId}/dns_records/${id}`, {
    headers: { Authorization: `Bearer ${token}` },
  });
  const { result } = await res.json();
  const { zone_id, content } = result;
  return { zone: zone_id, content };
}

export function sameZone(a: DnsRecord, zoneId: string): boolean {
  return a.zone_id === zoneId;
}
