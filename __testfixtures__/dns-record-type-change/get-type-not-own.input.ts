const ROOT = 'https://api.cloudflare.com/client/v4';

interface DnsEntry {
  id: string;
  type: string;
  name: string;
  content: string;
}

async function call<T>(verb: string, route: string, payload?: unknown): Promise<T> {
  const reply = await fetch(`${ROOT}/${route}`, {
    method: verb,
    headers: { Authorization: `Bearer ${process.env.CF_KEY}` },
    body: payload === undefined ? undefined : JSON.stringify(payload),
  });
  const parsed = (await reply.json()) as { result: T };
  return parsed.result;
}

const fetchEntry = (zoneTag: string, entryId: string) => call<DnsEntry>('GET', `zones/${zoneTag}/dns_records/${entryId}`);

const saveEntry = (zoneTag: string, entryId: string, patch: Partial<DnsEntry>) => call<DnsEntry>('PATCH', `zones/${zoneTag}/dns_records/${entryId}`, patch);

export async function fromForm(zoneTag: string, entryId: string, form: { type: string; content: string }): Promise<void> {
  const existing = await fetchEntry(zoneTag, entryId);
  await saveEntry(zoneTag, entryId, { type: form.type, name: existing.name, content: form.content });
}

export async function copyOther(zoneTag: string, entryId: string, modelId: string): Promise<void> {
  const model = await fetchEntry(zoneTag, modelId);
  await saveEntry(zoneTag, entryId, { type: model.type, content: model.content });
}

export async function retyped(zoneTag: string, entryId: string, kind: string): Promise<void> {
  const existing = await fetchEntry(zoneTag, entryId);
  Object.assign(existing, { type: kind });
  await saveEntry(zoneTag, entryId, { type: existing.type, content: existing.content });
}

export async function movedId(zoneTag: string, entryId: string, next: string): Promise<void> {
  const existing = await fetchEntry(zoneTag, entryId);
  entryId = next;
  await saveEntry(zoneTag, entryId, { type: existing.type, content: existing.content });
}
