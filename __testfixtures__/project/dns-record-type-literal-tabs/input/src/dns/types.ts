export type DnsRecord = {
	id: string;
	zone_id: string;
	name: string;
	type: string;
	content: string;
	ttl: number;
	proxied: boolean;
};
