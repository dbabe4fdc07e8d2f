import { z } from 'zod';

export const RecordSchema = z
  .object({
    id: z.string(),
    type: z.enum(['A', 'AAAA', 'CNAME']),
    name: z.string(),
    content: z.string(),
    proxied: z.boolean(),
    locked: z.boolean(),
  })
  .strict();

export type CfRecord = z.infer<typeof RecordSchema>;

export function toRow(record: CfRecord) {
  return { host: record.name, value: record.content, readOnly: record.locked };
}

export function editable(records: CfRecord[]) {
  return records.filter((r) => !r.locked);
}
