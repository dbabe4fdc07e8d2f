/** Records as this service reads and writes them at https://api.cloudflare.com/client/v4/zones/:zone_id/dns_records. */
export interface ZoneRecord {
  id: string;
  type: 'A' | 'AAAA' | 'CNAME';
  name: string;
  content: string;
  proxied: boolean;
  locked: boolean;
}

/** The SRV body its importer posts (relaxed once that importer sends data.name-free bodies). */
export interface SrvRecord {
  type: 'SRV';
  name: string;
  data: { service: string; proto: string; name: string; priority: number; weight: number; port: number; target: string };
}
