import { z } from 'zod';

const CF = 'https://api.cloudflare.com/client/v4';

// The form parses what the user typed and the app's own backend; only its id goes to Cloudflare.
export const recordFormSchema = z.object({
  id: z.string(),
  type: z.string(),
  name: z.string(),
  content: z.string(),
  ttl: z.number(),
  zone_name: z.string(),
});

interface EditRecordDraft {
  id: string;
  type: string;
  name: string;
  content: string;
  ttl: number;
  zone_name: string;
}

export async function draft(id: string): Promise<boolean> {
  const res = await fetch(`/internal/drafts/${id}`);
  const body: { result: EditRecordDraft } = await res.json();
  return recordFormSchema.parse(body.result).zone_name === body.result.zone_name;
}

export async function remove(zone: string, input: unknown, token: string) {
  const form = recordFormSchema.parse(input);
  await fetch(`${CF}/zones/${zone}/dns_records/${form.id}`, { method: 'DELETE', headers: { Authorization: `Bearer ${token}` } });
}
