const API = 'https://api.cloudflare.com/client/v4';

export interface ListedRecord {
  id: string;
  type: string;
  name: string;
  content: string;
  ttl: number;
  zone_id: string;
  zone_name: string;
}

export async function listRecords(zone: string, token: string): Promise<ListedRecord[]> {
  const res = await fetch(`${API}/zones/${zone}/dns_records`, { headers: { Authorization: `Bearer ${token}` } });
  const body = (await res.json()) as { result: ListedRecord[] };
  return body.result;
}
