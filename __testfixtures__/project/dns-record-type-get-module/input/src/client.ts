const API = 'https://api.cloudflare.com/client/v4';

export interface ZoneEntry {
  id: string;
  type: string;
  name: string;
  content: string;
  proxied: boolean;
}

async function send<T>(verb: string, route: string, payload?: unknown): Promise<T> {
  const r = await fetch(`${API}/${route}`, {
    method: verb,
    headers: { Authorization: `Bearer ${process.env.CF_API_TOKEN}`, 'Content-Type': 'application/json' },
    body: payload === undefined ? undefined : JSON.stringify(payload),
  });
  const envelope = (await r.json()) as { result: T };
  return envelope.result;
}

export const getEntry = (zone: string, entry: string) => send<ZoneEntry>('GET', `zones/${zone}/dns_records/${entry}`);

export const editEntry = (zone: string, entry: string, patch: Partial<ZoneEntry>) => send<ZoneEntry>('PATCH', `zones/${zone}/dns_records/${entry}`, patch);
