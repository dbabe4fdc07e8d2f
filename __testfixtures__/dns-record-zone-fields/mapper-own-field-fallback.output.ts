const BASE = 'https://api.cloudflare.com/client/v4';

export interface HostRecord {
  id: string;
  type: string;
  name: string;
  content: string;
  ttl: number;
  zone_id?: string;
}

// Each copy keeps the listing's own zone_id, or nothing when it is missing: no zone is put back.
export async function orUndefined(zoneId: string, token: string): Promise<HostRecord[]> {
  const res = await fetch(`${BASE}/zones/${zoneId}/dns_records`, { headers: { Authorization: `Bearer ${token}` } });
  const { result } = (await res.json()) as { result: HostRecord[] };
  // cf-codemod(dns-record-zone-fields): DNS records no longer carry zone_id: use the zone id this request was sent to (it is in its URL, /zones/:zone_id/dns_records)
  return result.map((h) => ({ ...h, zone_id: h.zone_id || undefined }) as HostRecord);
}

export async function orNull(zoneId: string, token: string) {
  const res = await fetch(`${BASE}/zones/${zoneId}/dns_records?type=A`, { headers: { Authorization: `Bearer ${token}` } });
  const { result } = (await res.json()) as { result: HostRecord[] };
  // cf-codemod(dns-record-zone-fields): DNS records no longer carry zone_id: use the zone id this request was sent to (it is in its URL, /zones/:zone_id/dns_records)
  return result.map((h: HostRecord) => ({ ...h, zone_id: (h.zone_id as string | null) ?? null }));
}

export async function orBlank(zoneId: string, token: string) {
  const res = await fetch(`${BASE}/zones/${zoneId}/dns_records?type=AAAA`, { headers: { Authorization: `Bearer ${token}` } });
  const { result } = (await res.json()) as { result: HostRecord[] };
  return result.map((h: HostRecord) => {
    // cf-codemod(dns-record-zone-fields): DNS records no longer carry zone_id: use the zone id this request was sent to (it is in its URL, /zones/:zone_id/dns_records)
    return { ...h, zone_id: h.zone_id || '' };
  });
}

export async function orVoid(zoneId: string, token: string) {
  const res = await fetch(`${BASE}/zones/${zoneId}/dns_records?type=TXT`, { headers: { Authorization: `Bearer ${token}` } });
  const { result } = (await res.json()) as { result: HostRecord[] };
  // cf-codemod(dns-record-zone-fields): DNS records no longer carry zone_id: use the zone id this request was sent to (it is in its URL, /zones/:zone_id/dns_records)
  return result.map((h: HostRecord) => ({ ...h, zone_id: h.zone_id ?? void 0 }));
}

export function removalPath(host: HostRecord): string {
  // cf-codemod(dns-record-zone-fields): DNS records no longer carry zone_id: use the zone id this request was sent to (it is in its URL, /zones/:zone_id/dns_records)
  return `${BASE}/zones/${host.zone_id}/dns_records/${host.id}`;
}
