/** A record as the kit hands it out (sources in ts/, built to dist/). */
export interface KitRecord {
  id: string;
  type: string;
  name: string;
  content: string;
  ttl: number;
  proxied: boolean;
  locked: boolean;
  zone_id: string;
}
