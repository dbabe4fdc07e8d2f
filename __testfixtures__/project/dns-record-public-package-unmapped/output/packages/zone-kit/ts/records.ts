/** A record as the kit hands it out (sources in ts/, built to dist/). */
// cf-codemod(dns-record-locked): KitRecord is published by @acme/zone-kit: code outside this repository may read its locked, which DNS records no longer carry; made optional, not removed (remove it in a major version)
// cf-codemod(dns-record-zone-fields): KitRecord is published by @acme/zone-kit: code outside this repository may read its zone_id, which DNS records no longer carry; made optional, not removed (remove it in a major version)
export interface KitRecord {
  id: string;
  type: string;
  name: string;
  content: string;
  ttl: number;
  proxied: boolean;
  locked?: boolean;
  zone_id?: string;
}
