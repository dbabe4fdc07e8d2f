type Pair<A, B> = { before: A; after: B };

/** A record before and after an edit. */
export type RecordChange = Pair<{ id: string; zone_id: string; type: string; name: string; content: string; ttl: number; locked: boolean }, { id: string; zone_id: string; type: string; name: string; content: string; ttl: number; locked: boolean }>;

export type Moved = Pair<
	{
		id: string;
		zone_id: string;
		type: string;
		name: string;
		content: string; // as sent
		ttl: number;
		locked: boolean;
	},
	{
		id: string;
		zone_id: string;
		type: string;
		name: string;
		content: string; // as stored
		ttl: number;
		locked: boolean;
	}
>;

/** Not records: a lock held on a zone, twice. */
export type LockChange = Pair<{ id: string; zone_id: string; locked: boolean }, { id: string; zone_id: string; locked: boolean }>;
