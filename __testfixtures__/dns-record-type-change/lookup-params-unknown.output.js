const CF = 'https://api.cloudflare.com/client/v4';

async function call(key, route, init = {}) {
  const res = await fetch(`${CF}${route}`, { ...init, headers: { Authorization: `Bearer ${key}` } });
  return res.json();
}

function addDefaults(params) {
  params.set('type', 'A');
}

// The type filter is not sure in any of these lookups: each update keeps its finding.
async function branched(key, zone, { kind, host, strict }) {
  const q = new URLSearchParams({ name: host });
  if (strict) q.set('type', kind);
  return (await call(key, `/zones/${zone}/dns_records?${q}`)).result;
}

async function handed(key, zone, { kind, host }) {
  const q = new URLSearchParams({ type: kind, name: host });
  addDefaults(q);
  return (await call(key, `/zones/${zone}/dns_records?${q}`)).result;
}

async function keyed(key, zone, { kind, host, field }) {
  const q = new URLSearchParams({ type: kind });
  q.set(field, host);
  return (await call(key, `/zones/${zone}/dns_records?${q}`)).result;
}

async function dropped(key, zone, { kind, host }) {
  const q = new URLSearchParams({ type: kind, name: host });
  q.delete('type');
  return (await call(key, `/zones/${zone}/dns_records?${q}`)).result;
}

async function spelled(key, zone, { kind, host }) {
  const q = new URLSearchParams(`type=${kind}&name=${host}`);
  return (await call(key, `/zones/${zone}/dns_records?${q}`)).result;
}

export async function refresh(key, zone, name, type, content) {
  const [a] = await branched(key, zone, { kind: type, host: name, strict: false });
  // cf-codemod(dns-record-type-change): changing a DNS record's type in place ends 2026-06-30: if type can differ from the record's type, delete the record and create the new one in one POST /zones/:zone_id/dns_records/batch
  if (a) await call(key, `/zones/${zone}/dns_records/${a.id}`, { method: 'PUT', body: JSON.stringify({ type, name, content }) });
  const [b] = await handed(key, zone, { kind: type, host: name });
  // cf-codemod(dns-record-type-change): changing a DNS record's type in place ends 2026-06-30: if type can differ from the record's type, delete the record and create the new one in one POST /zones/:zone_id/dns_records/batch
  if (b) await call(key, `/zones/${zone}/dns_records/${b.id}`, { method: 'PUT', body: JSON.stringify({ type, name, content }) });
  const [c] = await keyed(key, zone, { kind: type, host: name, field: 'name' });
  // cf-codemod(dns-record-type-change): changing a DNS record's type in place ends 2026-06-30: if type can differ from the record's type, delete the record and create the new one in one POST /zones/:zone_id/dns_records/batch
  if (c) await call(key, `/zones/${zone}/dns_records/${c.id}`, { method: 'PUT', body: JSON.stringify({ type, name, content }) });
  const [d] = await dropped(key, zone, { kind: type, host: name });
  // cf-codemod(dns-record-type-change): changing a DNS record's type in place ends 2026-06-30: if type can differ from the record's type, delete the record and create the new one in one POST /zones/:zone_id/dns_records/batch
  if (d) await call(key, `/zones/${zone}/dns_records/${d.id}`, { method: 'PUT', body: JSON.stringify({ type, name, content }) });
  const [e] = await spelled(key, zone, { kind: type, host: name });
  // cf-codemod(dns-record-type-change): changing a DNS record's type in place ends 2026-06-30: if type can differ from the record's type, delete the record and create the new one in one POST /zones/:zone_id/dns_records/batch
  if (e) await call(key, `/zones/${zone}/dns_records/${e.id}`, { method: 'PUT', body: JSON.stringify({ type, name, content }) });
}
