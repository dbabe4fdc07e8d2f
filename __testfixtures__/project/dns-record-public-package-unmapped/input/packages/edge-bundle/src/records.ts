/** The records the worker caches: its entry is a bundle, so nothing says this type stays inside. */
export interface EdgeRecord {
  id: string;
  type: string;
  name: string;
  content: string;
  ttl: number;
  proxied: boolean;
  zone_name: string;
}
