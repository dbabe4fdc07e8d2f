import axios from 'axios';
import { z } from 'zod';

const cf = axios.create({
  baseURL: 'https://api.cloudflare.com/client/v4',
  headers: { Authorization: `Bearer ${process.env.CF_API_TOKEN}` },
});

const RecordSchema = z.object({
  id: z.string(),
  type: z.string(),
  name: z.string(),
  content: z.string(),
  ttl: z.number(),
  zone_id: z.string(),
  zone_name: z.string(),
});

type Rec = z.infer<typeof RecordSchema>;

interface Row {
  id: string;
  type: string;
  name: string;
  content: string;
  ttl: number;
  zone_name: string;
}

export async function fetchRecords(zoneId: string): Promise<Rec[]> {
  const res = await cf.get(`/zones/${zoneId}/dns_records`);
  return z.array(RecordSchema).parse(res.data.result);
}

export function toRow(r: Rec): Row {
  return { id: r.id, type: r.type, name: r.name, content: r.content, ttl: r.ttl };
}
