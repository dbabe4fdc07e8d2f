export type DnsRecord = {
	id: string;
	name: string;
	type: string;
	content: string;
	ttl: number;
	proxied: boolean;
};
