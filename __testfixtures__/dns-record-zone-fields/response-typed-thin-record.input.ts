import axios from 'axios';

// No proxied, no ttl: the listing's type argument says these are the API's records.
export interface ListedEntry {
  id: string;
  zone_id: string;
  zone_name: string;
  name: string;
  type: string;
  content: string;
}

const cf = axios.create({ baseURL: 'https://api.cloudflare.com/client/v4' });

export async function listed(zoneId: string): Promise<ListedEntry[]> {
  const res = await cf.get<{ result: ListedEntry[] }>(`/zones/${zoneId}/dns_records`);
  return res.data.result;
}

export function caption(entry: ListedEntry): string {
  return `${entry.name} (${entry.zone_name})`;
}
