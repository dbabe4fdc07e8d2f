/** What the cache keeps of a record. */
export interface CachedRecord {
	id: string;
	name: string;
	type: string;
	content: string;
	ttl: number;
}
