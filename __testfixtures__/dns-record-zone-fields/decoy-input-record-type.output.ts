// A subdomain panel: the form's data is what the app sends to create a record. Its zone_name is the
// zone the user picked, and its id is the app's; no response is ever typed with it.
const CF = 'https://api.cloudflare.com/client/v4';

export interface CreateDNSRecord {
  id: string;
  zone_name: string;
  type: string;
  name: string;
  content: string;
  proxied?: boolean;
  ttl?: number;
}

export interface ApiReply {
  success: boolean;
  errors: Array<{ code: number; message: string }>;
}

export async function createDNSRecord(zoneId: string, token: string, record: CreateDNSRecord): Promise<ApiReply> {
  const res = await fetch(`${CF}/zones/${zoneId}/dns_records`, {
    method: 'POST',
    headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' },
    body: JSON.stringify({ type: record.type, name: record.name, content: record.content, ttl: record.ttl ?? 1, proxied: record.proxied }),
  });
  return (await res.json()) as ApiReply;
}

export function pickedZone(data: CreateDNSRecord): string {
  return data.zone_name.toLowerCase();
}
