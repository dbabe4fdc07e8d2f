type EntryFields = {
  type: 'A' | 'AAAA' | 'CNAME';
  name: string;
  content: string;
  ttl?: number;
};

declare function send<T>(route: string, init: { method: string; body?: string }): Promise<T>;

// The caller's fields are laid into the body: their type goes with them.
export const entries = {
  patch: (zone: string, entry: string, fields: Partial<EntryFields>) =>
    send<EntryFields>(`/zones/${zone}/dns_records/${entry}`, { method: 'PATCH', body: JSON.stringify({ ...fields, ttl: 60 }) }),
  retune: (zone: string, entry: string, fields: Omit<EntryFields, 'type'>) =>
    send<EntryFields>(`/zones/${zone}/dns_records/${entry}`, { method: 'PATCH', body: JSON.stringify({ ...fields, ttl: 60 }) }),
};
