import axios from 'axios';

const cf = axios.create({ baseURL: 'https://api.cloudflare.com/client/v4' });
const inventory = axios.create({ baseURL: 'https://inventory.example.com/api' });

// The old operator text in query parameters that go to other endpoints or hosts: not a DNS record filter.
export async function zonesLike(term: string) {
  const params = new URLSearchParams({ name: `contains:${term}` });
  params.append('status', 'active');
  const { data } = await cf.get('/zones', { params });
  return data.result;
}

export async function internalRecords(zoneId: string) {
  const qs = new URLSearchParams([['name', 'starts_with:db'], ['content', 'contains:10.']]);
  const { data } = await inventory.get(`/zones/${zoneId}/dns_records?${String(qs)}`);
  return data;
}
