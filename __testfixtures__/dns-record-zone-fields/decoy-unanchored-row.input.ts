// The rows of a home-grown authoritative server: zone_id and zone_name are its own columns.
import { z } from 'zod';

export const ZoneRowSchema = z.object({
  id: z.string(),
  type: z.string(),
  name: z.string(),
  content: z.string(),
  ttl: z.number(),
  zone_id: z.string(),
  zone_name: z.string(),
});

export type ZoneRow = z.infer<typeof ZoneRowSchema>;

export function label(row: ZoneRow): string {
  return `${row.name}.${row.zone_name}`;
}
