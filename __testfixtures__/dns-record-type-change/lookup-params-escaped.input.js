import axios from 'axios';

const records = axios.create({ baseURL: 'https://api.cloudflare.com/client/v4' });

// Each lookup answers { result: [{ id }] }.

// The params reach the request by name, but something may change them out of sight: each update keeps its finding.
export async function viaAlias(zone, host, ip, loose) {
  const query = { params: { type: 'A', name: host } };
  const filter = query.params;
  if (loose) filter.type = 'AAAA';
  const { data } = await records.get(`/zones/${zone}/dns_records`, query);
  await records.put(`/zones/${zone}/dns_records/${data.result[0].id}`, { type: 'A', name: host, content: ip });
}

export async function viaOwnName(zone, host, ip, loose) {
  const wanted = { type: 'A', name: host };
  const query = { params: wanted };
  if (loose) wanted.type = 'MX';
  const { data } = await records.get(`/zones/${zone}/dns_records`, query);
  await records.put(`/zones/${zone}/dns_records/${data.result[0].id}`, { type: 'A', name: host, content: ip });
}

export async function merged(zone, host, ip, more) {
  const query = { params: { type: 'A', name: host } };
  Object.assign(query.params, more);
  const { data } = await records.get(`/zones/${zone}/dns_records`, query);
  await records.put(`/zones/${zone}/dns_records/${data.result[0].id}`, { type: 'A', name: host, content: ip });
}

export async function serialized(zone, host, ip) {
  const query = { params: { type: 'A', name: host }, paramsSerializer: () => `name=${host}` };
  const { data } = await records.get(`/zones/${zone}/dns_records`, query);
  await records.put(`/zones/${zone}/dns_records/${data.result[0].id}`, { type: 'A', name: host, content: ip });
}

export async function inlineAlias(zone, host, ip, loose) {
  const wanted = { type: 'A', name: host };
  const same = wanted;
  if (loose) same.type = 'TXT';
  const { data } = await records.get(`/zones/${zone}/dns_records`, { params: wanted });
  await records.put(`/zones/${zone}/dns_records/${data.result[0].id}`, { type: 'A', name: host, content: ip });
}
