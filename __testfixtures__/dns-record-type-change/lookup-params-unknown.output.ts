const CF = 'https://api.cloudflare.com/client/v4';

async function call(key: string, route: string, init: RequestInit = {}): Promise<{ result: Array<{ id: string }> }> {
  const res = await fetch(`${CF}${route}`, { ...init, headers: { Authorization: `Bearer ${key}` } });
  return res.json();
}

function addDefaults(params: URLSearchParams) {
  params.set('type', 'A');
}

// The type filter is not sure in any of these lookups: each update keeps its finding.
async function branched(key: string, zone: string, { kind, host, strict }: { kind: string; host: string; strict: boolean }) {
  const q = new URLSearchParams({ name: host });
  if (strict) q.set('type', kind);
  return (await call(key, `/zones/${zone}/dns_records?${q}`)).result;
}

async function handed(key: string, zone: string, { kind, host }: { kind: string; host: string }) {
  const q = new URLSearchParams({ type: kind, name: host });
  addDefaults(q);
  return (await call(key, `/zones/${zone}/dns_records?${q}`)).result;
}

async function keyed(key: string, zone: string, { kind, host, field }: { kind: string; host: string; field: string }) {
  const q = new URLSearchParams({ type: kind });
  q.set(field, host);
  return (await call(key, `/zones/${zone}/dns_records?${q}`)).result;
}

async function dropped(key: string, zone: string, { kind, host }: { kind: string; host: string }) {
  const q = new URLSearchParams({ type: kind, name: host });
  q.delete('type');
  return (await call(key, `/zones/${zone}/dns_records?${q}`)).result;
}

async function spelled(key: string, zone: string, { kind, host }: { kind: string; host: string }) {
  const q = new URLSearchParams(`type=${kind}&name=${host}`);
  return (await call(key, `/zones/${zone}/dns_records?${q}`)).result;
}

export async function refresh(key: string, zone: string, name: string, type: string, content: string) {
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
