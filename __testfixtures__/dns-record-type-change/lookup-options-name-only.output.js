const CF = 'https://api.cloudflare.com/client/v4';

async function call(key, route, init = {}) {
  const res = await fetch(`${CF}${route}`, { ...init, headers: { Authorization: `Bearer ${key}` } });
  return res.json();
}

async function listRecords(key, zone, opts) {
  const search = new URLSearchParams();
  if (opts.type) search.set('type', opts.type);
  if (opts.name) search.set('name', opts.name);
  return (await call(key, `/zones/${zone}/dns_records?${search}`)).result;
}

// Looked up by name alone: the record found may be of any type.
export async function refresh(key, zone, name, type, content) {
  const [found] = await listRecords(key, zone, { name });
  // cf-codemod(dns-record-type-change): changing a DNS record's type in place ends 2026-06-30: if type can differ from the record's type, delete the record and create the new one in one POST /zones/:zone_id/dns_records/batch
  if (found) await call(key, `/zones/${zone}/dns_records/${found.id}`, { method: 'PUT', body: JSON.stringify({ type, name, content }) });
}
