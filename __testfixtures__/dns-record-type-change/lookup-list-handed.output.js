const API = 'https://api.cloudflare.com/client/v4';

// Hands out the result of whatever route it is given.
async function call(token, method, route, body) {
  const res = await fetch(`${API}${route}`, { method, headers: { Authorization: `Bearer ${token}` }, body: body === undefined ? undefined : JSON.stringify(body) });
  const envelope = await res.json();
  return envelope.result;
}

async function listRecords(token, zone, opts) {
  const search = new URLSearchParams({ type: opts.type, name: opts.name });
  return call(token, 'GET', `/zones/${zone}/dns_records?${search}`);
}

function addFallback(list, spare) {
  list.unshift(spare);
}

function normalise(list) {
  list.forEach((r) => {
    r.type = r.type === 'ALIAS' ? 'CNAME' : r.type;
  });
}

// Each list is handed to a call that changes it, or may: its first record need not be of the filter's type.
export async function withFallback(token, zone, host, type, target, spare) {
  const found = await listRecords(token, zone, { type, name: host });
  addFallback(found, spare);
  // cf-codemod(dns-record-type-change): changing a DNS record's type in place ends 2026-06-30: if type can differ from the record's type, delete the record and create the new one in one POST /zones/:zone_id/dns_records/batch
  if (found[0]) await call(token, 'PUT', `/zones/${zone}/dns_records/${found[0].id}`, { type, name: host, content: target });
}

export async function normalised(token, zone, host, target) {
  const records = await call(token, 'GET', `/zones/${zone}/dns_records?type=CNAME&name=${host}`);
  normalise(records);
  const first = records[0];
  // cf-codemod(dns-record-type-change): changing a DNS record's type in place ends 2026-06-30: if 'CNAME' can differ from the record's type, delete the record and create the new one in one POST /zones/:zone_id/dns_records/batch
  await call(token, 'PUT', `/zones/${zone}/dns_records/${first.id}`, { type: 'CNAME', name: host, content: target });
}

export async function hooked(token, zone, host, target, hook) {
  const records = await call(token, 'GET', `/zones/${zone}/dns_records?type=CNAME&name=${host}`);
  await hook(records[0]);
  // cf-codemod(dns-record-type-change): changing a DNS record's type in place ends 2026-06-30: if 'CNAME' can differ from the record's type, delete the record and create the new one in one POST /zones/:zone_id/dns_records/batch
  await call(token, 'PATCH', `/zones/${zone}/dns_records/${records[0].id}`, { type: 'CNAME', content: target });
}
