/** A record as the zone listing returns it. */
// cf-codemod(dns-record-locked): ZoneRecord is published by @edgekit/dns: code outside this repository may read its locked, which DNS records no longer carry; made optional, not removed (remove it in a major version)
// cf-codemod(dns-record-zone-fields): ZoneRecord is published by @edgekit/dns: code outside this repository may read its zone_id, which DNS records no longer carry; made optional, not removed (remove it in a major version)
// cf-codemod(dns-record-zone-fields): ZoneRecord is published by @edgekit/dns: code outside this repository may read its zone_name, which DNS records no longer carry; made optional, not removed (remove it in a major version)
export interface ZoneRecord {
  id: string;
  type: string;
  name: string;
  content: string;
  ttl: number;
  proxied: boolean;
  locked?: boolean;
  zone_id?: string;
  zone_name?: string;
}
