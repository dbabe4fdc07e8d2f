import axios from 'axios';

const CF = 'https://api.cloudflare.com/client/v4';

// Inline-typed queries already written with the new keys, and one with the old text sent only to the app's own index.
const newQuery: { 'name.contains': string; per_page: number } = { 'name.contains': 'www', per_page: 20 };
const indexQuery = { name: 'contains:www' } as const;

export async function wwwRecords(zoneId: string): Promise<unknown[]> {
  await axios.get('https://search.internal/dns_records', { params: indexQuery });
  const { data } = await axios.get(`${CF}/zones/${zoneId}/dns_records`, { params: newQuery });
  return data.result;
}
