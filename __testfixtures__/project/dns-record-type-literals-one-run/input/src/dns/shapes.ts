export type AnyRecord =
  | { id: string; zone_id: string; type: 'A'; name: string; content: string; ttl: number; locked: boolean }
  | { id: string; zone_id: string; type: 'CNAME'; name: string; content: string; proxied: boolean; locked: boolean };

export type Tagged = { id: string; zone_id: string; type: string; name: string; content: string; ttl: number } & { tags: string[] };

export interface Listing {
  result: Array<{
    id: string;
    zone_id: string;
    type: string;
    name: string;
    content: string;
    ttl: number;
    locked: boolean;
  }>;
  page: { cursor: string; last: { id: string; zone_id: string; type: string; name: string; content: string; ttl: number } };
}
