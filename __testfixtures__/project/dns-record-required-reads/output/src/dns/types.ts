/** A DNS record as the dashboard keeps it. */
// cf-codemod(dns-record-locked): DnsRecord.locked is read where a value is required (isLocked() in ../report/labels.ts): DNS records no longer carry locked, so that read gets undefined from the API; the member is kept as it is (optional would not compile there): give the read a fallback (?? …) or stop reading it, then run again
// cf-codemod(dns-record-zone-fields): DnsRecord.zone_name is read where a value is required (zoneLabel() in ../report/labels.ts): DNS records no longer carry zone_name, so that read gets undefined from the API; the member is kept as it is (optional would not compile there): give the read a fallback (?? …) or stop reading it, then run again
export interface DnsRecord {
  id: string;
  type: string;
  name: string;
  content: string;
  ttl: number;
  zone_id?: string;
  zone_name: string;
  locked: boolean;
}

/** A row of the records table: every read of its zone fields and locked takes undefined. */
export interface RecordRow {
  id: string;
  type: string;
  name: string;
  content: string;
  proxied: boolean;
  zone_id?: string;
  zone_name?: string;
  locked?: boolean;
}
