/** A record as the zone listing returns it. */
export interface ZoneRecord {
  id: string;
  type: string;
  name: string;
  content: string;
  ttl: number;
  proxied: boolean;
  locked?: boolean;
}

/** A record the importer staged from a zone file. */
export interface StagedRecord {
  type: string;
  name: string;
  content: string;
  ttl: number;
  locked?: boolean;
}

/** A record kept in the offline cache. */
export interface CachedRecord {
  type: string;
  name: string;
  content: string;
  ttl: number;
}
