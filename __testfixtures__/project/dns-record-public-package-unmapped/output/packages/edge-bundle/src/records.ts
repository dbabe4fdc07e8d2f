/** The records the worker caches: its entry is a bundle, so nothing says this type stays inside. */
// cf-codemod(dns-record-zone-fields): EdgeRecord is published by edge-bundle: code outside this repository may read its zone_name, which DNS records no longer carry; made optional, not removed (remove it in a major version)
export interface EdgeRecord {
  id: string;
  type: string;
  name: string;
  content: string;
  ttl: number;
  proxied: boolean;
  zone_name?: string;
}
