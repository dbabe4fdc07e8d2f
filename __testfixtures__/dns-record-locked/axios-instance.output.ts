import axios from 'axios';
import { z } from 'zod';

const cf = axios.create({
  baseURL: 'https://api.cloudflare.com/client/v4',
  headers: { Authorization: `Bearer ${process.env.CF_API_TOKEN}` },
});

const DnsRecordSchema = z.object({
  id: z.string(),
  type: z.string(),
  name: z.string(),
  content: z.string(),
  proxied: z.boolean(),
  ttl: z.number(),
  zone_id: z.string(),
});

const ListSchema = z.object({ success: z.boolean(), result: z.array(DnsRecordSchema) });

export async function fetchRecords(zoneId: string) {
  const res = await cf.get(`/zones/${zoneId}/dns_records`);
  return ListSchema.parse(res.data).result;
}

export async function upsert(zoneId: string, id: string, content: string) {
  await cf.put(`/zones/${zoneId}/dns_records/${id}`, { type: 'TXT', name: '_verify', content, ttl: 300 });
}
