// A schema named like an input whose inferred type is what a record lookup returns: a record of the
// API, so its zone fields go. Beside it, the form's own schema keeps its zone_name.
import { z } from 'zod';

const CF = 'https://api.cloudflare.com/client/v4';

const NewRecordSchema = z.object({
  id: z.string(),
  type: z.string(),
  name: z.string(),
  content: z.string(),
  proxied: z.boolean(),
});

type NewRecord = z.infer<typeof NewRecordSchema>;

const RecordFormSchema = z.object({
  id: z.string(),
  type: z.string(),
  name: z.string(),
  content: z.string(),
  ttl: z.number(),
  zone_name: z.string(),
});

export async function created(zoneId: string, id: string, token: string): Promise<NewRecord> {
  const res = await fetch(`${CF}/zones/${zoneId}/dns_records/${id}`, { headers: { Authorization: `Bearer ${token}` } });
  const body = (await res.json()) as { result: NewRecord };
  return NewRecordSchema.parse(body.result);
}

export function checkForm(raw: unknown): string {
  return RecordFormSchema.parse(raw).name;
}
