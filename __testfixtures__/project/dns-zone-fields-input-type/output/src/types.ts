// The app's record types: what the record form submits, and what the API answers with.
export interface CreateDNSRecord {
  id: string;
  zone_name: string;
  type: string;
  name: string;
  content: string;
  ttl: number;
}

export interface ZoneRecord {
  id: string;
  zone_name?: string;
  type: string;
  name: string;
  content: string;
  ttl: number;
}
