/** A DNS record as the dashboard keeps it. */
export interface DnsRecord {
  id: string;
  type: string;
  name: string;
  content: string;
  ttl: number;
  zone_id: string;
  zone_name: string;
  locked: boolean;
}

/** A row of the records table: every read of its zone fields and locked takes undefined. */
export interface RecordRow {
  id: string;
  type: string;
  name: string;
  content: string;
  proxied: boolean;
  zone_id: string;
  zone_name: string;
  locked: boolean;
}
