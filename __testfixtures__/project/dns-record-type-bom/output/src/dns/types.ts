// Records of the DNS listing.
export type DnsRecord = {
	id: string;
	name: string;
	type: string;
	created_on: string; // ISO date
	content: string;
	ttl: number;
	proxied: boolean;
	zone_name?: string;
};

export type Lease = { id: string; zone_id: string; locked: boolean; name: string };
