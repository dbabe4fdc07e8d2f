const API = 'https://api.cloudflare.com/client/v4';

// The URL filters on one type, the update sends another.
export async function retype(zone, kind, wanted, host, key) {
  const headers = { authorization: `Bearer ${key}` };
  const search = new URL(`${API}/zones/${zone}/dns_records`);
  search.searchParams.set('type', kind);
  search.searchParams.set('name', host);
  const listed = await (await fetch(search, { headers })).json();
  const first = listed.result[0];
  // cf-codemod(dns-record-type-change): changing a DNS record's type in place ends 2026-06-30: if wanted can differ from the record's type, delete the record and create the new one in one POST /zones/:zone_id/dns_records/batch
  if (first) await fetch(`${API}/zones/${zone}/dns_records/${first.id}`, { method: 'PUT', headers, body: JSON.stringify({ type: wanted, name: host }) });
}

// The filter is set on another URL than the one fetched.
export async function otherUrl(zone, kind, host, key) {
  const headers = { authorization: `Bearer ${key}` };
  const unused = new URL(`${API}/zones/${zone}/dns_records`);
  unused.searchParams.set('type', kind);
  const search = new URL(`${API}/zones/${zone}/dns_records`);
  search.searchParams.set('name', host);
  const listed = await (await fetch(search, { headers })).json();
  const first = listed.result[0];
  // cf-codemod(dns-record-type-change): changing a DNS record's type in place ends 2026-06-30: if kind can differ from the record's type, delete the record and create the new one in one POST /zones/:zone_id/dns_records/batch
  if (first) await fetch(`${API}/zones/${zone}/dns_records/${first.id}`, { method: 'PUT', headers, body: JSON.stringify({ type: kind, name: host }) });
}

// The filter is set only sometimes, on another condition than the type being given.
export async function sometimes(zone, kind, host, key, strict) {
  const headers = { authorization: `Bearer ${key}` };
  const search = new URL(`${API}/zones/${zone}/dns_records`);
  if (strict) search.searchParams.set('type', kind);
  search.searchParams.set('name', host);
  const listed = await (await fetch(search, { headers })).json();
  const first = listed.result[0];
  // cf-codemod(dns-record-type-change): changing a DNS record's type in place ends 2026-06-30: if kind can differ from the record's type, delete the record and create the new one in one POST /zones/:zone_id/dns_records/batch
  if (first) await fetch(`${API}/zones/${zone}/dns_records/${first.id}`, { method: 'PUT', headers, body: JSON.stringify({ type: kind, name: host }) });
}
