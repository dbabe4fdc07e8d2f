import axios from 'axios';

const API = 'https://api.cloudflare.com/client/v4';
const http = axios.create({ baseURL: API }); type Rec = { id: string; type: string };

async function call<T>(token: string, method: string, route: string, body?: unknown): Promise<T> {
  const res = await fetch(`${API}${route}`, { method, headers: { Authorization: `Bearer ${token}` }, body: body === undefined ? undefined : JSON.stringify(body) });
  const envelope = (await res.json()) as { result: T };
  return envelope.result;
}

async function getList(route: string, options: { params: Record<string, string> }): Promise<Rec[]> {
  const res = await http.get(route, options);
  return res.data.result;
}

// match=any lists a record when any filter holds: the host's A record comes back beside its CNAMEs.
export async function viaWrapper(token: string, zone: string, host: string, target: string): Promise<void> {
  const records = await call<Rec[]>(token, 'GET', `/zones/${zone}/dns_records?match=any&type=CNAME&name=${host}`);
  const first = records[0];
  // cf-codemod(dns-record-type-change): changing a DNS record's type in place ends 2026-06-30: if 'CNAME' can differ from the record's type, delete the record and create the new one in one POST /zones/:zone_id/dns_records/batch
  await call(token, 'PUT', `/zones/${zone}/dns_records/${first.id}`, { type: 'CNAME', name: host, content: target });
}

// The same OR written in the params.
export async function viaParams(zone: string, host: string, target: string): Promise<void> {
  const first = (await getList(`/zones/${zone}/dns_records`, { params: { type: 'CNAME', name: host, match: 'any' } }))[0];
  // cf-codemod(dns-record-type-change): changing a DNS record's type in place ends 2026-06-30: if 'CNAME' can differ from the record's type, delete the record and create the new one in one POST /zones/:zone_id/dns_records/batch
  if (first) await http.put(`/zones/${zone}/dns_records/${first.id}`, { type: 'CNAME', name: host, content: target });
}

// The same OR, the list fetched directly.
export async function direct(token: string, zone: string, host: string, target: string): Promise<void> {
  const res = await fetch(`${API}/zones/${zone}/dns_records?type=CNAME&name=${host}&match=any`, { headers: { Authorization: `Bearer ${token}` } });
  const { result } = (await res.json()) as { result: Rec[] };
  const first = result[0];
  // cf-codemod(dns-record-type-change): changing a DNS record's type in place ends 2026-06-30: if 'CNAME' can differ from the record's type, delete the record and create the new one in one POST /zones/:zone_id/dns_records/batch
  await fetch(`${API}/zones/${zone}/dns_records/${first.id}`, { method: 'PUT', headers: { Authorization: `Bearer ${token}` }, body: JSON.stringify({ type: 'CNAME', name: host, content: target }) });
}
