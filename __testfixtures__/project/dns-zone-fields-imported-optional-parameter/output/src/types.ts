/** A DNS record as the records endpoints answer it. */
export interface DnsEntry {
  id: string;
  zone_id?: string;
  name: string;
  type: string;
  content: string;
  proxied: boolean;
  ttl: number;
}

export interface EntryPage {
  result: DnsEntry[];
}

export interface EntryAnswer {
  result: DnsEntry;
}
