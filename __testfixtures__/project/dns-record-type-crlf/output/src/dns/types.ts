export interface DnsRecord {
	id: string;
	name: string; // FQDN
	type: string;
	created_on: string; // ISO date
	content: string;
	ttl: number;
	proxied: boolean;
	zone_name?: string; // shown in labels
}

export interface ZoneLease {
	id: string;
	zone_id: string;
	locked: boolean; // held
	name: string;
}
