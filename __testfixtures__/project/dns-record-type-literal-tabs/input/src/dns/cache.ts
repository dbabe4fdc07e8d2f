/** What the cache keeps of a record. */
export interface CachedRecord {
	id: string;
	name: string;
	locked: boolean;
	type: string;
	content: string;
	ttl: number;
}
