// What the sync keeps of each DNS record it lists.
export interface ListedEntry {
  id: string;
  name: string;
  zone_id: string;
  zone_name: string;
}

// The same members for the rows of the local cache: no request answers with it.
export interface CachedEntry {
  id: string;
  name: string;
  zone_id: string;
  zone_name: string;
}
