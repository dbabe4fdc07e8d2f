/** One zone entry as the listing returns it. */
interface ZoneEntry {
	id: string;
	type: string;
	name: string;
	content: string;
	ttl: number;
	// cf-codemod(dns-record-zone-fields): ZoneEntry is published by @zonekit/zones: code outside this repository may read its zone_id, which DNS records no longer carry; made optional, not removed (remove it in a major version)
	zone_id?: string;
	proxied: boolean;
}

export type { ZoneEntry };
