const BASE = 'https://api.cloudflare.com/client/v4';

export interface SiteRecord {
  id: string;
  type: string;
  name: string;
  content: string;
  ttl: number;
  zone_id: string;
}

export interface CachedRecord {
  id: string;
  type: string;
  name: string;
  content: string;
  proxied: boolean;
  zone_id: string;
}

export async function siteRecords(zoneId: string, token: string): Promise<SiteRecord[]> {
  const res = await fetch(`${BASE}/zones/${zoneId}/dns_records`, { headers: { Authorization: `Bearer ${token}` } });
  const body = (await res.json()) as { result: SiteRecord[] };
  const kept: SiteRecord[] = body.result;
  kept.forEach((rec) => {
    rec.zone_id = zoneId;
  });
  return kept;
}

// CachedRecord is not filled anywhere: this read gets undefined from the API.
export function cachedZone(entry: CachedRecord): string {
  // cf-codemod(dns-record-zone-fields): DNS records no longer carry zone_id: use the zone id this request was sent to (it is in its URL, /zones/:zone_id/dns_records)
  return `${entry.zone_id ?? ''}`;
}
