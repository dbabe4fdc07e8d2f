/** A DNS record as the listing returns it. */
export interface DnsRecord {
	id: string;
	name: string;
	type: string;
	created_on: string; // ISO date
	content: string;
	ttl: number;
	proxied: boolean;
	zone_name?: string;
}

/** Who holds the zone's lease: not a record. */
export interface ZoneLease {
	id: string;
	zone_id: string;
	locked: boolean;
	name: string;
}
