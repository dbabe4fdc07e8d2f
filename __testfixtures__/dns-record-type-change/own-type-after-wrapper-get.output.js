const ROOT = 'https://api.cloudflare.com/client/v4';

async function call(verb, route, payload) {
  const reply = await fetch(`${ROOT}/${route}`, {
    method: verb,
    headers: { Authorization: `Bearer ${process.env.CF_KEY}`, 'Content-Type': 'application/json' },
    body: payload === undefined ? undefined : JSON.stringify(payload),
  });
  const parsed = await reply.json();
  return parsed.result;
}

function fetchEntry(zoneTag, entryId) {
  return call('GET', `zones/${zoneTag}/dns_records/${entryId}`);
}

function saveEntry(zoneTag, entryId, patch) {
  return call('PATCH', `zones/${zoneTag}/dns_records/${entryId}`, patch);
}

export async function pointAt(zoneTag, entryId, target) {
  const existing = await fetchEntry(zoneTag, entryId);
  if (existing.content === target) return;
  await saveEntry(zoneTag, entryId, { type: existing.type, content: target, proxied: existing.proxied });
}
