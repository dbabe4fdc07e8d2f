const BASE = 'https://api.cloudflare.com/client/v4';

export interface HostRecord {
  id: string;
  type: string;
  name: string;
  content: string;
  ttl: number;
  zone_id: string;
}

// Copies of the listed records, each given the zone it was listed from.
export async function hostsIn(zoneId: string, token: string) {
  const res = await fetch(`${BASE}/zones/${zoneId}/dns_records`, { headers: { Authorization: `Bearer ${token}` } });
  const { result } = (await res.json()) as { result: HostRecord[] };
  const copies: HostRecord[] = result.map((h) => {
    return { ...h, zone_id: zoneId };
  });
  return copies;
}

export function removalPath(host: HostRecord): string {
  return `${BASE}/zones/${host.zone_id}/dns_records/${host.id}`;
}
