const ROOT = 'https://api.cloudflare.com/client/v4';

interface DnsEntry {
  id: string;
  type: string;
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

const loadEntry = (zoneTag: string, entryId: string) => call<DnsEntry>('GET', `zones/${zoneTag}/dns_records/${entryId}`);

const storeEntry = (zoneTag: string, entryId: string, patch: Partial<DnsEntry>) => call<DnsEntry>('PATCH', `zones/${zoneTag}/dns_records/${entryId}`, patch);

export async function inBox(zoneTag: string, entryId: string, kind: string): Promise<void> {
  const before = await loadEntry(zoneTag, entryId);
  const wrap = { entry: before };
  wrap.entry.type = kind;
  // cf-codemod(dns-record-type-change): changing a DNS record's type in place ends 2026-06-30: if before.type can differ from the record's type, delete the record and create the new one in one POST /zones/:zone_id/dns_records/batch
  await storeEntry(zoneTag, entryId, { type: before.type, content: before.content });
}

export async function inList(zoneTag: string, entryId: string, kind: string): Promise<void> {
  const before = await loadEntry(zoneTag, entryId);
  const pending = [before];
  pending[0].type = kind;
  // cf-codemod(dns-record-type-change): changing a DNS record's type in place ends 2026-06-30: if before.type can differ from the record's type, delete the record and create the new one in one POST /zones/:zone_id/dns_records/batch
  await storeEntry(zoneTag, entryId, { type: before.type, content: before.content });
}

export async function inMap(zoneTag: string, entryId: string, kind: string): Promise<void> {
  const before = await loadEntry(zoneTag, entryId);
  const table = new Map([[entryId, before]]);
  table.get(entryId)!.type = kind;
  // cf-codemod(dns-record-type-change): changing a DNS record's type in place ends 2026-06-30: if before.type can differ from the record's type, delete the record and create the new one in one POST /zones/:zone_id/dns_records/batch
  await storeEntry(zoneTag, entryId, { type: before.type, content: before.content });
}

export async function otherZone(source: string, target: string, entryId: string): Promise<void> {
  const before = await loadEntry(source, entryId);
  // cf-codemod(dns-record-type-change): changing a DNS record's type in place ends 2026-06-30: if before.type can differ from the record's type, delete the record and create the new one in one POST /zones/:zone_id/dns_records/batch
  await storeEntry(target, entryId, { type: before.type, content: before.content });
}

export async function sameZone(zoneTag: string, entryId: string, text: string): Promise<void> {
  const before = await loadEntry(zoneTag, entryId);
  await storeEntry(zoneTag, entryId, { type: before.type, content: text });
}
