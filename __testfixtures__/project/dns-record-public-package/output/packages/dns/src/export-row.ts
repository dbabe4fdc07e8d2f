/** A record as the CSV export takes it. */
// cf-codemod(dns-record-zone-fields): ExportRow is published by @edgekit/dns: code outside this repository may read its zone_id, which DNS records no longer carry; made optional, not removed (remove it in a major version)
export interface ExportRow {
  id: string;
  type: string;
  name: string;
  content: string;
  ttl: number;
  proxied: boolean;
  zone_id?: string;
}
