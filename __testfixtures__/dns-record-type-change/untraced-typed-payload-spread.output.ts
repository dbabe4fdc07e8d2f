type EntryFields = {
  type: 'A' | 'AAAA' | 'CNAME';
  name: string;
  content: string;
  ttl?: number;
};

declare function send<T>(route: string, init: { method: string; body?: string }): Promise<T>;

// The caller's fields are laid into the body: their type goes with them.
export const entries = {
  // cf-codemod(dns-record-type-change): /zones/:zone_id/dns_records/:dns_record_id is written here, but its request is not traced to a Cloudflare client: it may change the record's type: if the type it sends can differ from the record's, DELETE the record and POST a new one, or both in one POST /zones/:zone_id/dns_records/batch
  patch: (zone: string, entry: string, fields: Partial<EntryFields>) =>
    send<EntryFields>(`/zones/${zone}/dns_records/${entry}`, { method: 'PATCH', body: JSON.stringify({ ...fields, ttl: 60 }) }),
  retune: (zone: string, entry: string, fields: Omit<EntryFields, 'type'>) =>
    send<EntryFields>(`/zones/${zone}/dns_records/${entry}`, { method: 'PATCH', body: JSON.stringify({ ...fields, ttl: 60 }) }),
};
