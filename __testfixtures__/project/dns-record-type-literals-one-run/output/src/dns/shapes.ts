export type AnyRecord =
  | { id: string; type: 'A'; name: string; content: string; ttl: number }
  | { id: string; type: 'CNAME'; name: string; content: string; proxied: boolean };

export type Tagged = { id: string; type: string; name: string; content: string; ttl: number } & { tags: string[] };

export interface Listing {
  result: Array<{
    id: string;
    type: string;
    name: string;
    content: string;
    ttl: number;
  }>;
  page: { cursor: string; last: { id: string; type: string; name: string; content: string; ttl: number } };
}
