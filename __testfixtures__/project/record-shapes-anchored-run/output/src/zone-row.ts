// The rows of this server's own zone table (no Cloudflare anywhere in the project).
export interface ZoneRow {
  id: string;
  type: string;
  name: string;
  content: string;
  ttl: number;
  locked?: boolean;
  zone_name?: string;
}
