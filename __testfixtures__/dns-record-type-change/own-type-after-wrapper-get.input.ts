const ROOT = 'https://api.cloudflare.com/client/v4';

interface DnsEntry {
  id: string;
  type: string;
  name: string;
  content: string;
  ttl: number;
}

async function call<T>(verb: string, route: string, payload?: unknown): Promise<T> {
  const reply = await fetch(`${ROOT}/${route}`, {
    method: verb,
    headers: { Authorization: `Bearer ${process.env.CF_KEY}`, 'Content-Type': 'application/json' },
    body: payload === undefined ? undefined : JSON.stringify(payload),
  });
  const parsed = (await reply.json()) as { result: T };
  return parsed.result;
}

const fetchEntry = (zoneTag: string, entryId: string) => call<DnsEntry>('GET', `zones/${zoneTag}/dns_records/${entryId}`);

const saveEntry = (zoneTag: string, entryId: string, patch: Partial<DnsEntry>) => call<DnsEntry>('PATCH', `zones/${zoneTag}/dns_records/${entryId}`, patch);

export async function pointAt(zoneTag: string, entryId: string, target: string): Promise<void> {
  const existing = await fetchEntry(zoneTag, entryId);
  if (existing.content === target) return;
  await saveEntry(zoneTag, entryId, { type: existing.type, name: existing.name, content: target, ttl: existing.ttl });
}
