// Shapes the app names everywhere without an import (a global declaration file).
declare interface ListedEntry {
  id: string;
  name: string;
}

// The local cache's rows: the same members, but no DNS record response is cast to them.
declare interface CachedEntry {
  id: string;
  name: string;
  zone_id: string;
  zone_name: string;
}
