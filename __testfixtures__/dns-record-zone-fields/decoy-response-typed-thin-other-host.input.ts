import axios from 'axios';

// The same shape, listed from another provider's DNS API: its rows carry their zone fields.
export interface ListedEntry {
  id: string;
  zone_id: string;
  zone_name: string;
  name: string;
  type: string;
  content: string;
}

const provider = axios.create({ baseURL: 'https://dns.example.net/v2' });

export async function listed(zoneId: string): Promise<ListedEntry[]> {
  const res = await provider.get<{ result: ListedEntry[] }>(`/zones/${zoneId}/dns_records`);
  return res.data.result;
}

export function caption(entry: ListedEntry): string {
  return `${entry.name} (${entry.zone_name})`;
}
