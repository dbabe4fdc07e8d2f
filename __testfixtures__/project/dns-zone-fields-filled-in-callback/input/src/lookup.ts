const API = 'https://api.cloudflare.com/client/v4';

export interface Zone {
  id: string;
  name: string;
}

export interface HostRecord {
  id: string;
  type: string;
  name: string;
  content: string;
  proxied: boolean;
  ttl: number;
  zone_id: string;
  zone_name: string;
}

// The records handed out carry the name of the zone they were found in: this module writes it.
export async function aimedAt(zone: Zone, address: string, token: string): Promise<HostRecord[]> {
  const { result } = await (await fetch(`${API}/zones/${zone.id}/dns_records`, { headers: { Authorization: `Bearer ${token}` } })).json();
  const hits = result.filter((r: { type: string; content: string }) => r.type === 'A' && r.content === address);
  const picked = [...hits].slice(0, 50);
  picked.forEach((record) => {
    record.zone_name = zone.name;
  });
  return picked;
}
