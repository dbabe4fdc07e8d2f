/** A record as GET /zones/:zone_id/dns_records lists it. */
export interface LiveRecord {
  id: string;
  type: string;
  name: string;
  content: string;
  ttl: number;
  proxied: boolean;
  zone_id: string;
  zone_name: string;
}

/** A record as the nightly snapshot keeps it. */
export interface SnapshotRecord {
  id: string;
  type: string;
  name: string;
  content: string;
  ttl: number;
  proxied: boolean;
  zone_id: string;
  zone_name: string;
}
