const BASE = 'https://api.cloudflare.com/client/v4';

export interface HostRecord {
  id: string;
  type: string;
  name: string;
  content: string;
  ttl: number;
  zone_id: string;
}

// The app's own rows, also record-shaped: filling theirs says nothing of HostRecord.
export interface MirrorRow {
  id: string;
  type: string;
  name: string;
  content: string;
  proxied: boolean;
  zone_id: string;
}

export function mirrored(rows: MirrorRow[], zoneId: string): MirrorRow[] {
  return rows.map((row) => ({ ...row, zone_id: zoneId }));
}

export async function hostsIn(zoneId: string, token: string): Promise<HostRecord[]> {
  const res = await fetch(`${BASE}/zones/${zoneId}/dns_records`, { headers: { Authorization: `Bearer ${token}` } });
  const { result } = (await res.json()) as { result: HostRecord[] };
  return result;
}

export function zoneOf(host: HostRecord): string | undefined {
  // cf-codemod(dns-record-zone-fields): DNS records no longer carry zone_id: use the zone id this request was sent to (it is in its URL, /zones/:zone_id/dns_records)
  return host.zone_id ?? undefined;
}
