/** A record the package's own seeding script drafts: not part of its public surface. */
export interface DraftRecord {
  id: string;
  type: string;
  name: string;
  content: string;
  ttl: number;
  proxied: boolean;
  zone_id: string;
}
