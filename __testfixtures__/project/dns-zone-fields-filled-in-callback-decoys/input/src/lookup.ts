const API = 'https://api.cloudflare.com/client/v4';

export interface Zone {
  id: string;
  name: string;
  zone_name?: string;
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

export interface Row {
  id: string;
  zone_name: string;
}

// The callback fills rows of its own, not the records it walks.
export async function aimedAt(zone: Zone, address: string, token: string): Promise<HostRecord[]> {
  const { result } = await (await fetch(`${API}/zones/${zone.id}/dns_records`, { headers: { Authorization: `Bearer ${token}` } })).json();
  const hits = result.filter((r: { type: string; content: string }) => r.type === 'A' && r.content === address);
  const rows: Row[] = [];
  hits.forEach((record: { id: string }) => {
    const row = { id: record.id, zone_name: '' };
    row.zone_name = zone.name;
    rows.push(row);
  });
  return hits;
}

// A list of zones, not records: their elements are filled.
export function labelled(zones: Zone[]): Zone[] {
  const named = zones.filter((z) => z.name);
  named.forEach((z) => {
    z.zone_name = z.name;
  });
  return named;
}
