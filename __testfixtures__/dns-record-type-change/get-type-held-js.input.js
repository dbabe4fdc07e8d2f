const ROOT = 'https://api.cloudflare.com/client/v4';

async function call(verb, route, payload) {
  const reply = await fetch(`${ROOT}/${route}`, {
    method: verb,
    headers: { Authorization: `Bearer ${process.env.CF_KEY}` },
    body: payload === undefined ? undefined : JSON.stringify(payload),
  });
  const parsed = await reply.json();
  return parsed.result;
}

function loadEntry(zoneTag, entryId) {
  return call('GET', `zones/${zoneTag}/dns_records/${entryId}`);
}

function storeEntry(zoneTag, entryId, patch) {
  return call('PATCH', `zones/${zoneTag}/dns_records/${entryId}`, patch);
}

export async function inBox(zoneTag, entryId, kind) {
  const before = await loadEntry(zoneTag, entryId);
  const wrap = { entry: before };
  wrap.entry.type = kind;
  await storeEntry(zoneTag, entryId, { type: before.type, content: before.content });
}

export async function inSet(zoneTag, entryId, kind) {
  const before = await loadEntry(zoneTag, entryId);
  const seen = new Set([before]);
  for (const e of seen) e.type = kind;
  await storeEntry(zoneTag, entryId, { type: before.type, content: before.content });
}

export async function otherZone(source, target, entryId) {
  const before = await loadEntry(source, entryId);
  await storeEntry(target, entryId, { type: before.type, content: before.content });
}

export async function sameZone(zoneTag, entryId, text) {
  const before = await loadEntry(zoneTag, entryId);
  await storeEntry(zoneTag, entryId, { type: before.type, content: text });
}
