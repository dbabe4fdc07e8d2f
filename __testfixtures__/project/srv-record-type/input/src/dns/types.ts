/** An SRV record as this service sends it to https://api.cloudflare.com/client/v4/zones/:zone_id/dns_records (visited before its importers). */
export interface SrvRecord {
  type: 'SRV';
  name: string;
  ttl?: number;
  data: { service: string; proto: string; name: string; priority: number; weight: number; port: number; target: string };
}

export type MxRecord = { type: 'MX'; name: string; content: string; priority: number };
