type Pointing = {
  content: string;
  proxied: boolean;
  ttl: number;
};

declare function send<T>(route: string, init: { method: string; body?: unknown }): Promise<T>;

export const entries = {
  point: (zone: string, entry: string, fields: Pointing) =>
    send<Pointing>(`/zones/${zone}/dns_records/${entry}`, { method: 'PATCH', body: fields }),
  read: (zone: string, entry: string, filter: { type: string; name: string; content: string; ttl: number }) =>
    send<Pointing>(`/zones/${zone}/dns_records/${entry}`, { method: 'GET', body: filter }),
};
