// Published: users outside the repository may read zone_id and zone_name.
// cf-codemod(dns-record-zone-fields): PublishedRecord.zone_name is read where a value is required (zoneHeading() in ./heading.ts): DNS records no longer carry zone_name, so that read gets undefined from the API; the member is kept as it is (optional would not compile there): give the read a fallback (?? …) or stop reading it, then run again
export interface PublishedRecord {
  id: string;
  type: string;
  name: string;
  content: string;
  ttl: number;
  zone_id?: string;
  zone_name: string;
}
