import axios from 'axios';

const API = 'https://api.cloudflare.com/client/v4';
const cf = axios.create({ baseURL: API, headers: { Authorization: `Bearer ${process.env.CF_API_TOKEN}` } });
const DEFAULTS = { per_page: '100', content: 'contains:10.' };

// The query parameters reach the request as its params.
export async function mailHosts(zoneId: string) {
  const params = new URLSearchParams({ type: 'MX' });
  params.append('name.startswith', 'mail.');
  const { data } = await cf.get<{ result: unknown[] }>(`/zones/${zoneId}/dns_records`, { params });
  return data.result;
}

// Built from pairs, read through String(): the spread defaults are another object's, left as written.
export async function edgeHosts(zoneId: string) {
  const qs = new URLSearchParams([['name.endswith', '.edge.example.com'], ['content.contains', '203.0.113.']]);
  const more = new URLSearchParams({ ...DEFAULTS, 'name.contains': 'cdn' });
  const res = await fetch(`${API}/zones/${zoneId}/dns_records?${String(qs)}`, { headers: { Authorization: `Bearer ${process.env.CF_API_TOKEN}` } });
  const again = await fetch(`${API}/zones/${zoneId}/dns_records?` + more.toString(), { headers: { Authorization: `Bearer ${process.env.CF_API_TOKEN}` } });
  return [...(await res.json()).result, ...(await again.json()).result];
}
