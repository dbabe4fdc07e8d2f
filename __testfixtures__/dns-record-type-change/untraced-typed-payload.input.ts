type EntryFields = {
  type: 'A' | 'AAAA' | 'CNAME';
  name: string;
  content: string;
  ttl?: number;
};

declare function send<T>(route: string, init: { method: string; body?: unknown }): Promise<T>;

export const entries = {
  replace: (zone: string, entry: string, fields: Partial<EntryFields>) =>
    send<EntryFields>(`/zones/${zone}/dns_records/${entry}`, { method: 'PUT', body: fields }),
};
