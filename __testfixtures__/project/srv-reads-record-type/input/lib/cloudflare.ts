import type { DnsRecord } from './types';

const BASE = 'https://api.cloudflare.com/client/v4';

export async function listDnsRecords(zoneId: string, token: string): Promise<DnsRecord[]> {
  const res = await fetch(`${BASE}/zones/${zoneId}/dns_records?per_page=500`, { headers: { Authorization: `Bearer ${token}` } });
  const json = (await res.json()) as { success: boolean; result: DnsRecord[] };
  return json.result;
}
