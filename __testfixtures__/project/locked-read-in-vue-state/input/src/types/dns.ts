/** A DNS record as https://api.cloudflare.com/client/v4/zones/:zone_id/dns_records lists it. */
export interface HostRecord {
  id: string;
  type: string;
  name: string;
  content: string;
  ttl: number;
  proxied: boolean;
  locked: boolean;
}

/** A signed-in user of the dashboard. */
export interface Session {
  id: string;
  email: string;
  locked: boolean;
}
