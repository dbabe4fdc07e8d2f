const API = 'https://api.cloudflare.com/client/v4';

export interface DnsRecord {
  id: string;
  type: 'A' | 'AAAA' | 'CNAME' | 'TXT';
  name: string;
  content: string;
  proxied: boolean;
  ttl: number;
  zone_id?: string;
  zone_name?: string; // the apex
}

export async function listRecords(zoneId: string, token: string): Promise<DnsRecord[]> {
  const res = await fetch(`${API}/zones/${zoneId}/dns_records?per_page=100`, {
    headers: { Authorization: `Bearer ${token}` },
  });
  const body = await res.json();
  // cf-codemod(dns-record-zone-fields): DNS records no longer carry zone_name: read the zone's name from GET /zones/:zone_id (result.name), or keep the name you looked the zone up by
  return body.result.map((r: any) => ({ ...r, label: `${r.name} in ${r.zone_name}` }));
}

export async function recordOwner(zoneId: string, id: string, token: string) {
  const res = await fetch(`${API}/zones/${zoneId}/dns_records/${id}`, {
    headers: { Authorization: `Bearer ${token}` },
  });
  const { result } = await res.json();
  // cf-codemod(dns-record-zone-fields): DNS records no longer carry zone_id: use the zone id this request was sent to (it is in its URL, /zones/:zone_id/dns_records)
  const { zone_id, content } = result;
  return { zone: zone_id, content };
}

export function sameZone(a: DnsRecord, zoneId: string): boolean {
  // cf-codemod(dns-record-zone-fields): DNS records no longer carry zone_id: use the zone id this request was sent to (it is in its URL, /zones/:zone_id/dns_records)
  return a.zone_id === zoneId;
}
