const CF = 'https://api.cloudflare.com/client/v4';

async function call(key, route, init = {}) {
  const res = await fetch(`${CF}${route}`, { ...init, headers: { Authorization: `Bearer ${key}` } });
  return res.json();
}

// The filter travels in an options object and is written into the query.
async function listRecords(key, zone, opts) {
  const search = new URLSearchParams({ per_page: '20' });
  search.set('type', opts.type);
  if (opts.name) search.set('name', opts.name);
  return (await call(key, `/zones/${zone}/dns_records?${search}`)).result;
}

async function matching(key, zone, { kind, host }) {
  const q = new URLSearchParams();
  if (kind) q.append('type', kind);
  q.set('name', host);
  const body = await call(key, `/zones/${zone}/dns_records?${q.toString()}`);
  return body.result;
}

async function filtered(key, zone, opts) {
  return (await call(key, `/zones/${zone}/dns_records?type=${opts.type}&name=${opts.name}`)).result;
}

// Each record is looked up with the type it is written back with: no type changes.
export async function refresh(key, zone, name, type, content) {
  const found = await listRecords(key, zone, { type, name });
  if (found[0]) await call(key, `/zones/${zone}/dns_records/${found[0].id}`, { method: 'PUT', body: JSON.stringify({ type, name, content }) });
  const [other] = await matching(key, zone, { kind: type, host: name });
  if (other) await call(key, `/zones/${zone}/dns_records/${other.id}`, { method: 'PUT', body: JSON.stringify({ type, name, content }) });
  const [third] = await filtered(key, zone, { type: 'TXT', name });
  if (third) await call(key, `/zones/${zone}/dns_records/${third.id}`, { method: 'PATCH', body: JSON.stringify({ type: 'TXT', content }) });
}
