const BASE = 'https://api.cloudflare.com/client/v4';

export interface HostRecord {
  id: string;
  type: string;
  name: string;
  content: string;
  ttl: number;
  zone_id: string;
}

// The copies fall back to the zone they were listed from: every copy carries a zone again.
export async function hostsIn(zoneId: string, token: string) {
  const res = await fetch(`${BASE}/zones/${zoneId}/dns_records`, { headers: { Authorization: `Bearer ${token}` } });
  const { result } = (await res.json()) as { result: HostRecord[] };
  return result.map((h: HostRecord) => ({ ...h, zone_id: h.zone_id || zoneId }));
}

export function removalPath(host: HostRecord): string {
  return `${BASE}/zones/${host.zone_id}/dns_records/${host.id}`;
}
