/** A record as the zone listing returns it. */
export interface ZoneRecord {
  id: string;
  type: string;
  name: string;
  content: string;
  ttl: number;
  proxied: boolean;
  locked: boolean;
  zone_id: string;
  zone_name: string;
}
