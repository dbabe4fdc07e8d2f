import axios from 'axios';

const http = axios.create({ baseURL: 'https://api.cloudflare.com/client/v4' });

// Hands out the answer's result list.
async function getList<T>(route: string, options?: object): Promise<T[]> {
  const res = await http.get(route, options);
  return res.data.result;
}

async function putJson(route: string, body: unknown): Promise<boolean> {
  const res = await http.put(route, body);
  return res.status === 200;
}

// The type filter sits in the lookup's params: the CNAME written back is the record's own type.
export async function repoint(zone: string, host: string, target: string): Promise<void> {
  const first = (await getList<{ id: string }>(`/zones/${zone}/dns_records`, { params: { type: 'CNAME', name: host } }))[0];
  if (first) await putJson(`/zones/${zone}/dns_records/${first.id}`, { type: 'CNAME', name: host, content: target });
}
