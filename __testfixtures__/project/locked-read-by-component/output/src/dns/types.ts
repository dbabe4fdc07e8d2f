/** A zone's records as the dashboard gets them from https://api.cloudflare.com/client/v4/zones/:zone_id/dns_records. */
export interface ZoneRecord {
  id: string;
  type: 'A' | 'AAAA' | 'CNAME' | 'TXT';
  name: string;
  content: string;
  ttl: number;
  locked?: boolean;
}
