const CF = 'https://api.cloudflare.com/client/v4';
const PAGE = { per_page: '50', match: 'all' };

async function call(key: string, route: string, init: RequestInit = {}): Promise<{ result: Array<{ id: string }> }> {
  const res = await fetch(`${CF}${route}`, { ...init, headers: { Authorization: `Bearer ${key}` } });
  return res.json();
}

// Each lookup filters on the type its caller gives, however its query parameters are built.
async function paged(key: string, zone: string, opts: { type: string; name: string }) {
  const search = new URLSearchParams({ ...PAGE, type: opts.type, name: opts.name });
  return (await call(key, `/zones/${zone}/dns_records?${String(search)}`)).result;
}

async function paired(key: string, zone: string, { kind, host }: { kind: string; host: string }) {
  const q = new URLSearchParams([['type', kind], ['name', host], ['page', '1']]);
  q.delete('page');
  return (await call(key, `/zones/${zone}/dns_records?` + q.toString())).result;
}

async function relisted(key: string, zone: string, { kind, host }: { kind: string; host: string }) {
  let q = new URLSearchParams({ match: 'all' });
  q.set('type', kind);
  q.set('name', host);
  console.log(`listing ${q}`);
  return (await call(key, `/zones/${zone}/dns_records?${q}`)).result;
}

export async function refresh(key: string, zone: string, name: string, type: string, content: string) {
  const [found] = await paged(key, zone, { type, name });
  if (found) await call(key, `/zones/${zone}/dns_records/${found.id}`, { method: 'PUT', body: JSON.stringify({ type, name, content }) });
  const [other] = await paired(key, zone, { kind: type, host: name });
  if (other) await call(key, `/zones/${zone}/dns_records/${other.id}`, { method: 'PUT', body: JSON.stringify({ type, name, content }) });
  const [third] = await relisted(key, zone, { kind: type, host: name });
  if (third) await call(key, `/zones/${zone}/dns_records/${third.id}`, { method: 'PATCH', body: JSON.stringify({ type, content }) });
}
