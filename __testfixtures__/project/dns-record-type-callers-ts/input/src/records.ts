import { API_BASE, editRecord, putRecord } from './cloudflare';

interface Listed {
  result: Array<{ id: string; type: string; content: string }>;
}

async function listByType(zoneId: string, query: string): Promise<Listed> {
  const res = await fetch(`${API_BASE}/zones/${zoneId}/dns_records?${query}`, { headers: { Authorization: `Bearer ${process.env.CF_TOKEN ?? ''}` } });
  return (await res.json()) as Listed;
}

export async function pointAt(zoneId: string, name: string, kind: 'A' | 'AAAA', address: string): Promise<void> {
  const res = await fetch(`${API_BASE}/zones/${zoneId}/dns_records?type=${kind}&name=${name}`, { headers: { Authorization: `Bearer ${process.env.CF_TOKEN ?? ''}` } });
  const found = (await res.json()) as Listed;
  const record = found.result[0];
  if (record) await editRecord(zoneId, record.id, { content: address, type: kind });
}

export async function pointWww(zoneId: string, target: string): Promise<void> {
  const res = await fetch(`${API_BASE}/zones/${zoneId}/dns_records?type=CNAME&name=www`, { headers: { Authorization: `Bearer ${process.env.CF_TOKEN ?? ''}` } });
  const found = (await res.json()) as Listed;
  const www = found.result[0];
  if (www) await editRecord(zoneId, www.id, { content: target, type: 'cname', proxied: true });
}

export async function replay(args: [string, string, string, string]): Promise<void> {
  await putRecord(...args);
}

export async function sizes(zoneId: string): Promise<number> {
  return (await listByType(zoneId, 'type=MX')).result.length;
}
