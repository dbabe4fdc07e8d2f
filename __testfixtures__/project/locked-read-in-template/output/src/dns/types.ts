/** A record as the panel lists it from https://api.cloudflare.com/client/v4/zones/:zone_id/dns_records. */
export interface PanelRecord {
  id: string;
  type: string;
  name: string;
  content: string;
  proxied: boolean;
  locked?: boolean;
}
