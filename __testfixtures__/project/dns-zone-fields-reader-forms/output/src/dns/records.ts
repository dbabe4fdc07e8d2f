/** A record served from the edge. */
export interface EdgeRecord {
  id: string;
  type: string;
  name: string;
  content: string;
  ttl: number;
  proxied: boolean;
  zone_id?: string;
}

/** A record pointing at an origin. */
export interface OriginRecord {
  id: string;
  type: string;
  name: string;
  content: string;
  ttl: number;
  proxied: boolean;
  zone_name?: string;
}

/** A record copied to the secondary provider. */
export interface MirrorRecord {
  id: string;
  type: string;
  name: string;
  content: string;
  ttl: number;
  proxied: boolean;
  zone_id?: string;
  zone_name?: string;
}

/** The first origin record of a listing. */
export function firstOrigin(listing: unknown[]) {
  return listing[0] as OriginRecord;
}
