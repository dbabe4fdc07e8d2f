/** A DNS record as the zone listing returns it. */
export interface DnsRecord {
  id: string;
  type: string;
  name: string;
  content: string;
  ttl: number;
  proxied: boolean;
  locked?: boolean;
  zone_name?: string;
}

/** A row of the tunnel dashboard (not a DNS record, though its members share names). */
export interface TunnelRow {
  id: string;
  name: string;
  locked: boolean;
  zone_name: string;
}

/** An SRV record of the zone. */
export interface SrvRecord {
  id: string;
  type: 'SRV';
  name: string;
  content: string;
  ttl: number;
  data: { service: string; proto: string; name: string; port: number; target: string };
}
