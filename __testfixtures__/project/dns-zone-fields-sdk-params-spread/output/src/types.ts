import Cloudflare from 'cloudflare';

export interface DnsRecord {
  id: string;
  type: string;
  name: string;
  content: string;
  ttl: number;
  zone_id?: string;
}

const API = 'https://api.cloudflare.com/client/v4';
const client = new Cloudflare({ apiToken: process.env.CF_TOKEN });

export async function listRecords(zoneId: string): Promise<DnsRecord[]> {
  const res = await fetch(`${API}/zones/${zoneId}/dns_records`, { headers: { Authorization: `Bearer ${process.env.CF_TOKEN}` } });
  const body = (await res.json()) as { result: DnsRecord[] };
  return body.result;
}

// SDK params: the zone goes into the request, not into a record this module hands out.
export async function createRecord(zoneId: string, input: { type: 'A'; name: string; content: string }): Promise<void> {
  await client.dns.records.create({ ...input, zone_id: zoneId });
}
