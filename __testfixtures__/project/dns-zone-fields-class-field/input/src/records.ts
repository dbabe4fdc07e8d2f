/** A DNS record as the API returned it. */
export interface ZoneRecord {
  id: string;
  type: string;
  name: string;
  content: string;
  ttl: number;
  proxied: boolean;
  zone_id: string;
}

/** A zone the account can see. */
export interface Zone {
  id: string;
  name: string;
  zone_id: string;
}
