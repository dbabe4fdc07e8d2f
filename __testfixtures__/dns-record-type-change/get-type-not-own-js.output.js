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

function fetchEntry(zoneTag, entryId) {
  return call('GET', `zones/${zoneTag}/dns_records/${entryId}`);
}

function saveEntry(zoneTag, entryId, patch) {
  return call('PATCH', `zones/${zoneTag}/dns_records/${entryId}`, patch);
}

export async function fromForm(zoneTag, entryId, form) {
  const existing = await fetchEntry(zoneTag, entryId);
  // cf-codemod(dns-record-type-change): changing a DNS record's type in place ends 2026-06-30: if form.type can differ from the record's type, delete the record and create the new one in one POST /zones/:zone_id/dns_records/batch
  await saveEntry(zoneTag, entryId, { type: form.type, name: existing.name, content: form.content });
}

export async function copyOther(zoneTag, entryId, modelId) {
  const model = await fetchEntry(zoneTag, modelId);
  // cf-codemod(dns-record-type-change): changing a DNS record's type in place ends 2026-06-30: if model.type can differ from the record's type, delete the record and create the new one in one POST /zones/:zone_id/dns_records/batch
  await saveEntry(zoneTag, entryId, { type: model.type, content: model.content });
}

export async function retyped(zoneTag, entryId, kind) {
  const existing = await fetchEntry(zoneTag, entryId);
  existing.type = kind;
  // cf-codemod(dns-record-type-change): changing a DNS record's type in place ends 2026-06-30: if existing.type can differ from the record's type, delete the record and create the new one in one POST /zones/:zone_id/dns_records/batch
  await saveEntry(zoneTag, entryId, { type: existing.type, content: existing.content });
}
