/** One record as the zone listing returns it: locked and the zone fields are edited by two transforms. */
// cf-codemod(dns-record-locked): ZoneRecord is published by @zonekit/zones: code outside this repository may read its locked, which DNS records no longer carry; made optional, not removed (remove it in a major version)
// cf-codemod(dns-record-zone-fields): ZoneRecord is published by @zonekit/zones: code outside this repository may read its zone_id, which DNS records no longer carry; made optional, not removed (remove it in a major version)
// cf-codemod(dns-record-zone-fields): ZoneRecord is published by @zonekit/zones: code outside this repository may read its zone_name, which DNS records no longer carry; made optional, not removed (remove it in a major version)
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
  created_on: string;
}

/** The same record as the audit export keeps it, a type alias with a note on each member. */
// cf-codemod(dns-record-locked): AuditRow is published by @zonekit/zones: code outside this repository may read its locked, which DNS records no longer carry; made optional, not removed (remove it in a major version)
// cf-codemod(dns-record-zone-fields): AuditRow is published by @zonekit/zones: code outside this repository may read its zone_name, which DNS records no longer carry; made optional, not removed (remove it in a major version)
export type AuditRow = {
  /** The record's identifier. */
  id: string;
  /** A, AAAA, CNAME, … */
  type: string;
  name: string;
  content: string;
  /** Seconds; 1 is automatic. */
  ttl: number;
  proxied: boolean;
  locked?: boolean;
  zone_id?: string;
  zone_name?: string;
  created_on: string;
  meta: {
    auto_added: boolean;
    source: string;
  };
};
