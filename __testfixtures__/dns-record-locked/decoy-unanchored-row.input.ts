// A local DNS server's own zone table: its rows look like records (type, name, content, ttl), but
// nothing here or in the run talks to Cloudflare, so their locked flag is the server's.
export interface ZoneRow {
  id: string;
  type: string;
  name: string;
  content: string;
  ttl: number;
  locked: boolean;
  zone_id: string;
}

export function canEdit(row: ZoneRow): boolean {
  const frozen = row.locked;
  return !frozen;
}
