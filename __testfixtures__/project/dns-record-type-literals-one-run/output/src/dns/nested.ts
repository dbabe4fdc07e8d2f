export type Versioned = {
	id: string;
	zone_id?: string;
	type: string;
	name: string;
	content: string;
	ttl: number;
	previous: { id: string; zone_id?: string; type: string; name: string; content: string; ttl: number } | null;
};

export type ZoneRef = Pick<Versioned, 'zone_id'>;
