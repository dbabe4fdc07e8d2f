/** A DNS record as the dashboard keeps it: the API's fields, and the zone id the app adds itself. */
export interface PanelRecord {
  id: string;
  type: string;
  name: string;
  content: string;
  ttl: number;
  proxied: boolean;
  zone_id: string;
}
