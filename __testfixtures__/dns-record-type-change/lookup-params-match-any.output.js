const CF = 'https://api.cloudflare.com/client/v4';

async function call(key, route, init = {}) {
  const res = await fetch(`${CF}${route}`, { ...init, headers: { Authorization: `Bearer ${key}` } });
  return res.json();
}

// match=any ORs the filters: a record of another type comes back when its name matches.
async function listRecords(key, zone, opts) {
  const search = new URLSearchParams({ type: opts.type, name: opts.name, match: 'any' });
  return (await call(key, `/zones/${zone}/dns_records?${search}`)).result;
}

async function byName(key, zone, { kind, host }) {
  const q = new URLSearchParams();
  q.set('type', kind);
  q.set('name', host);
  q.append('match', 'any');
  return (await call(key, `/zones/${zone}/dns_records?${q}`)).result;
}

async function anyOf(key, zone, { kind, host }) {
  const q = new URLSearchParams({ type: kind, name: host });
  return (await call(key, `/zones/${zone}/dns_records?match=any&${q.toString()}`)).result;
}

export async function refresh(key, zone, name, type, content) {
  const found = await listRecords(key, zone, { type, name });
  // cf-codemod(dns-record-type-change): changing a DNS record's type in place ends 2026-06-30: if type can differ from the record's type, delete the record and create the new one in one POST /zones/:zone_id/dns_records/batch
  if (found[0]) await call(key, `/zones/${zone}/dns_records/${found[0].id}`, { method: 'PUT', body: JSON.stringify({ type, name, content }) });
  const [other] = await byName(key, zone, { kind: type, host: name });
  // cf-codemod(dns-record-type-change): changing a DNS record's type in place ends 2026-06-30: if type can differ from the record's type, delete the record and create the new one in one POST /zones/:zone_id/dns_records/batch
  if (other) await call(key, `/zones/${zone}/dns_records/${other.id}`, { method: 'PUT', body: JSON.stringify({ type, name, content }) });
  const [third] = await anyOf(key, zone, { kind: type, host: name });
  // cf-codemod(dns-record-type-change): changing a DNS record's type in place ends 2026-06-30: if type can differ from the record's type, delete the record and create the new one in one POST /zones/:zone_id/dns_records/batch
  if (third) await call(key, `/zones/${zone}/dns_records/${third.id}`, { method: 'PATCH', body: JSON.stringify({ type, content }) });
}
