// A subdomain shop: the Cloudflare record as the API returns it, and the shop's own row that points at one.
interface EdgeRecord {
  id: string;
  zone_id?: string;
  zone_name?: string;
  type: string;
  name: string;
  content: string;
  ttl: number;
}

export interface ClaimRow {
  id?: number;
  customer: string;
  record_id: string;
  zone_id: string;
  zone_name: string;
  name: string;
  type: string;
  content: string;
  ttl: number;
  proxied: boolean;
}

const API = 'https://api.cloudflare.com/client/v4';

export function hostOf(row: ClaimRow): string {
  return `${row.name}.${row.zone_name}`;
}

export function inZone(row: ClaimRow, zone: string): boolean {
  return row.zone_id === zone;
}

export async function fetchRecord(row: ClaimRow, token: string): Promise<EdgeRecord> {
  const res = await fetch(`${API}/zones/${row.zone_id}/dns_records/${row.record_id}`, {
    headers: { Authorization: `Bearer ${token}` },
  });
  const body = (await res.json()) as { result: EdgeRecord };
  return body.result;
}
