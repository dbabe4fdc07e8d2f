import axios from 'axios';
import { z } from 'zod';

const CF = 'https://api.cloudflare.com/client/v4';

// The edit form is prefilled by parsing the record the API returns.
export const recordFormSchema = z.object({
  id: z.string(),
  type: z.string(),
  name: z.string(),
  content: z.string(),
  proxied: z.boolean(),
  locked: z.boolean(),
});

export async function prefill(zone: string, id: string, token: string) {
  const res = await fetch(`${CF}/zones/${zone}/dns_records/${id}`, { headers: { Authorization: `Bearer ${token}` } });
  const body = await res.json();
  return recordFormSchema.safeParse(body.result);
}

interface EditRecordState {
  id: string;
  type: string;
  name: string;
  content: string;
  ttl: number;
  locked: boolean;
}

export async function editable(zone: string, id: string, token: string): Promise<boolean> {
  const res = await fetch(`${CF}/zones/${zone}/dns_records/${id}`, { headers: { Authorization: `Bearer ${token}` } });
  const body: { result: EditRecordState } = await res.json();
  const rec = body.result;
  return !rec.locked;
}

interface UpdateRecordView {
  id: string;
  type: string;
  name: string;
  content: string;
  ttl: number;
  locked: boolean;
}

export async function viewName(zone: string, id: string): Promise<string> {
  const { data } = await axios.get<{ result: UpdateRecordView }>(`${CF}/zones/${zone}/dns_records/${id}`);
  return data.result.name;
}
