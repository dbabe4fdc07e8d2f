import { z } from 'zod';

const API = 'https://api.cloudflare.com/client/v4';

// The record the API answers with: it no longer carries locked.
interface DnsRecord {
  id: string;
  type: string;
  name: string;
  content: string;
  ttl: number;
  locked: boolean;
}

// What the admin's "new record" form holds: its own locked switch (kept by the app, never answered by the API).
export interface CreateDNSRecord {
  type: string;
  name: string;
  content: string;
  ttl: number;
  proxied: boolean;
  locked: boolean;
}

// The form's schema: dropping locked would strip the admin's switch when the form is parsed.
export const recordFormSchema = z.object({
  type: z.string(),
  name: z.string(),
  content: z.string(),
  ttl: z.number(),
  proxied: z.boolean(),
  locked: z.boolean(),
});

// Named like an input, but the API's answer is read as it: a record after all.
interface NewRecordPayload {
  id: string;
  type: string;
  name: string;
  content: string;
  ttl: number;
  locked: boolean;
}

export function lockBadge(form: CreateDNSRecord): string {
  return form.locked ? 'locked by an admin' : 'open';
}

export async function records(zoneId: string): Promise<DnsRecord[]> {
  const res = await fetch(`${API}/zones/${zoneId}/dns_records`);
  const body = (await res.json()) as { result: DnsRecord[] };
  return body.result;
}

export async function created(zoneId: string, id: string): Promise<string> {
  const res = await fetch(`${API}/zones/${zoneId}/dns_records/${id}`);
  const body = (await res.json()) as { result: NewRecordPayload };
  return body.result.name;
}
