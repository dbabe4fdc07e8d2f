const ROOT = 'https://api.cloudflare.com/client/v4';

export interface HostRow {
  id: string;
  type: string;
  name: string;
  content: string;
  ttl: number;
  proxied: boolean;
}

const call = async <T>(verb: string, route: string, payload?: object): Promise<T> => {
  const res = await fetch(`${ROOT}/${route}`, {
    method: verb,
    headers: { Authorization: `Bearer ${process.env.CF_TOKEN}`, 'Content-Type': 'application/json' },
    body: JSON.stringify(payload),
  });
  const parsed = (await res.json()) as { result: T };
  return parsed.result;
};

const watched = new Set<string>();

// The host as the API answered it, with the app's own flag beside it.
export const loadHost = async (zone: string, host: string): Promise<HostRow & { watched: boolean }> => {
  const row = await call<HostRow>('GET', `zones/${zone}/dns_records/${host}`);
  return { ...row, watched: watched.has(host) };
};

// Same copy, but the type is rewritten to the app's spelling on the way out.
export const loadHostUpper = async (zone: string, host: string): Promise<HostRow> => {
  const row = await call<HostRow>('GET', `zones/${zone}/dns_records/${host}`);
  return { ...row, type: row.type.toUpperCase() };
};

// A key chosen at run time may be `type`.
export const loadHostTagged = async (zone: string, host: string, tag: string): Promise<HostRow> => {
  const row = await call<HostRow>('GET', `zones/${zone}/dns_records/${host}`);
  return { ...row, [tag]: 'A' };
};

// cf-codemod(dns-record-type-change): changing a DNS record's type in place ends 2026-06-30: if data.type can differ from the record's type, delete the record and create the new one in one POST /zones/:zone_id/dns_records/batch
export const saveHost = async (zone: string, host: string, data: Partial<HostRow>): Promise<HostRow> =>
  call<HostRow>('PUT', `zones/${zone}/dns_records/${host}`, { ...data });
