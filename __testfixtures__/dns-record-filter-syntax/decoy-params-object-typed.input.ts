import axios from 'axios';

const CF = 'https://api.cloudflare.com/client/v4';

interface RecordQuery {
  'name.contains'?: string;
  type?: string;
}

// Typed queries already written with the new keys, and one with the old text sent only to the app's own index.
const wwwQuery: RecordQuery = { 'name.contains': 'www', type: 'CNAME' };

interface IndexQuery {
  name: string;
}

const indexQuery: IndexQuery = { name: 'contains:www' };

export async function wwwRecords(zoneId: string): Promise<unknown[]> {
  await axios.get('https://search.internal/dns_records', { params: indexQuery });
  const { data } = await axios.get(`${CF}/zones/${zoneId}/dns_records`, { params: wwwQuery });
  return data.result;
}
