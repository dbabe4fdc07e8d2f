type Pair<A, B> = { before: A; after: B };

/** A record before and after an edit. */
export type RecordChange = Pair<{ id: string; type: string; name: string; content: string; ttl: number }, { id: string; type: string; name: string; content: string; ttl: number }>;

export type Moved = Pair<
	{
		id: string;
		type: string;
		name: string;
		content: string; // as sent
		ttl: number;
	},
	{
		id: string;
		type: string;
		name: string;
		content: string; // as stored
		ttl: number;
	}
>;

/** Not records: a lock held on a zone, twice. */
export type LockChange = Pair<{ id: string; zone_id: string; locked: boolean }, { id: string; zone_id: string; locked: boolean }>;
