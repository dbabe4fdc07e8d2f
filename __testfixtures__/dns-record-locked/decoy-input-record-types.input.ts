import { z } from 'zod';

const API = 'https://api.cloudflare.com/client/v4';

// A bulk-import row the app reads from a CSV: its locked column says the row may not be overwritten.
export type RecordImportInput = {
  type: string;
  name: string;
  content: string;
  ttl: number;
  locked: boolean;
};

export const updateRecordParamsSchema = z.object({
  type: z.enum(['A', 'AAAA', 'CNAME', 'TXT']),
  name: z.string().min(1),
  content: z.string(),
  proxied: z.boolean(),
  locked: z.boolean().default(false),
});

export function skipLocked(rows: RecordImportInput[]): RecordImportInput[] {
  return rows.filter((row) => !row.locked);
}

export function mustKeep(row: RecordImportInput): boolean {
  const keep: boolean = row.locked;
  return keep;
}

export async function zoneName(zoneId: string): Promise<string> {
  const res = await fetch(`${API}/zones/${zoneId}`);
  const body = (await res.json()) as { result: { name: string } };
  return body.result.name;
}
