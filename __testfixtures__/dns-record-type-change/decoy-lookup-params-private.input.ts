import axios from 'axios';

const records = axios.create({ baseURL: 'https://api.cloudflare.com/client/v4' });

type Found = { result: Array<{ id: string }> };

// The params object reaches the request only and says A: the record found is an A record, nothing to report.
export async function readBack(zone: string, host: string, ip: string) {
  const query = { params: { type: 'A', name: host }, timeout: 5000 };
  console.log('looking up', query.params.name, query.timeout);
  const { data } = await records.get<Found>(`/zones/${zone}/dns_records`, query);
  await records.put(`/zones/${zone}/dns_records/${data.result[0].id}`, { type: 'A', name: host, content: ip });
}

export async function paged(zone: string, host: string, ip: string) {
  const wanted = { type: 'A', name: host };
  wanted.name = host.toLowerCase();
  const query = { params: wanted, headers: { Accept: 'application/json' } };
  const { data } = await records.get<Found>(`/zones/${zone}/dns_records`, query);
  await records.put(`/zones/${zone}/dns_records/${data.result[0].id}`, { type: 'A', name: host, content: ip });
}

export async function inline(zone: string, host: string, ip: string) {
  const wanted = { type: 'A', name: host };
  const { data } = await records.get<Found>(`/zones/${zone}/dns_records`, { params: wanted, timeout: 3000 });
  await records.put(`/zones/${zone}/dns_records/${data.result[0].id}`, { type: 'A', name: host, content: ip });
}
