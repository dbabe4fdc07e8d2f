const CF = 'https://api.cloudflare.com/client/v4';

async function call(key, route, init = {}) {
  const res = await fetch(`${CF}${route}`, { ...init, headers: { Authorization: `Bearer ${key}` } });
  return res.json();
}

async function listRecords(key, zone, opts) {
  const search = new URLSearchParams({ type: opts.type, name: opts.name });
  return (await call(key, `/zones/${zone}/dns_records?${search}`)).result;
}

// Found among the A records, written back as whatever `type` is.
export async function refresh(key, zone, name, type, content) {
  const found = await listRecords(key, zone, { type: 'A', name });
  // cf-codemod(dns-record-type-change): changing a DNS record's type in place ends 2026-06-30: if type can differ from the record's type, delete the record and create the new one in one POST /zones/:zone_id/dns_records/batch
  if (found[0]) await call(key, `/zones/${zone}/dns_records/${found[0].id}`, { method: 'PUT', body: JSON.stringify({ type, name, content }) });
}
