const CF = 'https://api.cloudflare.com/client/v4';
const PAGE = { per_page: '50', match: 'all' };

async function call(key, route, init = {}) {
  const res = await fetch(`${CF}${route}`, { ...init, headers: { Authorization: `Bearer ${key}` } });
  return res.json();
}

// Each lookup filters on the type its caller gives, however its query parameters are built.
async function paged(key, zone, opts) {
  const search = new URLSearchParams({ ...PAGE, type: opts.type, name: opts.name });
  return (await call(key, `/zones/${zone}/dns_records?${String(search)}`)).result;
}

async function paired(key, zone, { kind, host }) {
  const q = new URLSearchParams([['type', kind], ['name', host], ['page', '1']]);
  q.delete('page');
  return (await call(key, `/zones/${zone}/dns_records?` + q.toString())).result;
}

async function relisted(key, zone, { kind, host }) {
  let q = new URLSearchParams({ match: 'all' });
  q.set('type', kind);
  q.set('name', host);
  console.log(`listing ${q}`);
  return (await call(key, `/zones/${zone}/dns_records?${q}`)).result;
}

export async function refresh(key, zone, name, type, content) {
  const [found] = await paged(key, zone, { type, name });
  if (found) await call(key, `/zones/${zone}/dns_records/${found.id}`, { method: 'PUT', body: JSON.stringify({ type, name, content }) });
  const [other] = await paired(key, zone, { kind: type, host: name });
  if (other) await call(key, `/zones/${zone}/dns_records/${other.id}`, { method: 'PUT', body: JSON.stringify({ type, name, content }) });
  const [third] = await relisted(key, zone, { kind: type, host: name });
  if (third) await call(key, `/zones/${zone}/dns_records/${third.id}`, { method: 'PATCH', body: JSON.stringify({ type, content }) });
}
