/** One zone entry as the listing returns it. */
interface ZoneEntry {
	id: string;
	type: string;
	name: string;
	content: string;
	ttl: number;
	zone_id: string;
	proxied: boolean;
}

export type { ZoneEntry };
