import axios from 'axios';
import { z } from 'zod';

const cf = axios.create({
  baseURL: 'https://api.cloudflare.com/client/v4',
  headers: { Authorization: `Bearer ${process.env.CF_API_TOKEN}` },
});

// What a caller of the "add record" command gives: zone_name picks the zone to look up. A record
// returned by the API carries its id; these inputs have none, so their zone fields are not a record's.
const AddRecordInput = z.object({
  zone_name: z.string(),
  type: z.string(),
  name: z.string(),
  content: z.string(),
  ttl: z.number().optional(),
});

interface MoveRecordInput {
  zone_id: string;
  record_id: string;
  type: string;
  name: string;
  content: string;
  proxied?: boolean;
}

export async function addRecord(raw: unknown) {
  const { zone_name, ...record } = AddRecordInput.parse(raw);
  const zones = await cf.get('/zones', { params: { name: zone_name } });
  return cf.post(`/zones/${zones.data.result[0].id}/dns_records`, record);
}

export async function moveRecord(input: MoveRecordInput) {
  const { zone_id, record_id, ...body } = input;
  return cf.put(`/zones/${zone_id}/dns_records/${record_id}`, body);
}
