/** A record as the CSV export takes it. */
export interface ExportRow {
  id: string;
  type: string;
  name: string;
  content: string;
  ttl: number;
  proxied: boolean;
  zone_id: string;
}
