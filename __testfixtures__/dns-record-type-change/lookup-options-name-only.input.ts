const CF = 'https://api.cloudflare.com/client/v4';

async function call(key: string, route: string, init: RequestInit = {}): Promise<{ result: Array<{ id: string }> }> {
  const res = await fetch(`${CF}${route}`, { ...init, headers: { Authorization: `Bearer ${key}` } });
  return res.json();
}

async function listRecords(key: string, zone: string, opts: { type?: string; name?: string }): Promise<Array<{ id: string }>> {
  const search = new URLSearchParams();
  if (opts.type) search.set('type', opts.type);
  if (opts.name) search.set('name', opts.name);
  return (await call(key, `/zones/${zone}/dns_records?${search}`)).result;
}

// Looked up by name alone: the record found may be of any type.
export async function refresh(key: string, zone: string, name: string, type: string, content: string) {
  const [found] = await listRecords(key, zone, { name });
  if (found) await call(key, `/zones/${zone}/dns_records/${found.id}`, { method: 'PUT', body: JSON.stringify({ type, name, content }) });
}
