import { z } from 'zod';

const CF = 'https://api.cloudflare.com/client/v4';

// The edit form is prefilled from the record the API returns.
export const editRecordSchema = z.object({
  id: z.string(),
  type: z.string(),
  name: z.string(),
  content: z.string(),
  ttl: z.number(),
  zone_id: z.string(),
  zone_name: z.string(),
});

export async function prefill(zone: string, id: string, token: string) {
  const res = await fetch(`${CF}/zones/${zone}/dns_records/${id}`, { headers: { Authorization: `Bearer ${token}` } });
  const body = await res.json();
  return editRecordSchema.parse(body.result);
}

interface UpdateRecordForm {
  id: string;
  type: string;
  name: string;
  content: string;
  ttl: number;
  zone_name: string;
}

export async function title(zone: string, id: string, token: string): Promise<string> {
  const res = await fetch(`${CF}/zones/${zone}/dns_records/${id}`, { headers: { Authorization: `Bearer ${token}` } });
  const body: { result: UpdateRecordForm } = await res.json();
  return body.result.name;
}
