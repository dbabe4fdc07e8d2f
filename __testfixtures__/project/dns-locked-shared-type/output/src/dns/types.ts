/** A DNS record as the zone listing returns it. */
export interface DnsRecord {
  id: string;
  type: string;
  name: string;
  content: string;
  ttl: number;
  proxied: boolean;
  locked?: boolean;
}

/** A record as the nightly backup stores it. */
export interface ArchivedRecord {
  type: string;
  name: string;
  content: string;
  ttl: number;
  archivedAt: string;
}

/** Who holds a zone while a sync runs: a lease, not a DNS record. */
export interface ZoneLease {
  zoneId: string;
  holder: string;
  ttl: number;
  locked: boolean;
}
