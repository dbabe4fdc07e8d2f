import axios from 'axios';

const API = 'https://api.cloudflare.com/client/v4';
const api = axios.create({ baseURL: API });
const FILTERS = { type: 'TXT', per_page: 5 };

async function call(key: string, route: string, init: RequestInit = {}): Promise<{ result: Array<{ id: string }> }> {
  const res = await fetch(`${API}${route}`, { ...init, headers: { Authorization: `Bearer ${key}` } });
  return res.json();
}

async function listRecords(key: string, zone: string, opts: { type: string; name: string }) {
  const search = new URLSearchParams({ type: opts.type, name: opts.name });
  return (await call(key, `/zones/${zone}/dns_records?${search}`)).result;
}

// The options are built first and passed by name: each record is written back with the type it was found by.
export async function pointA(zone: string, name: string, content: string) {
  const opts = { params: { type: 'A', name } };
  const res = await api.get<{ result: Array<{ id: string }> }>(`/zones/${zone}/dns_records`, opts);
  const [rec] = res.data.result;
  await api.put(`/zones/${zone}/dns_records/${rec.id}`, { type: 'A', name, content });
}

export async function note(zone: string, name: string, content: string) {
  const res = await api.get<{ result: Array<{ id: string }> }>(`/zones/${zone}/dns_records`, { params: FILTERS });
  const [rec] = res.data.result;
  await api.put(`/zones/${zone}/dns_records/${rec.id}`, { type: 'TXT', name, content });
}

export async function refresh(key: string, zone: string, name: string, type: string, content: string) {
  const opts = { type, name };
  const found = await listRecords(key, zone, opts);
  if (found[0]) await call(key, `/zones/${zone}/dns_records/${found[0].id}`, { method: 'PUT', body: JSON.stringify({ type, name, content }) });
}
