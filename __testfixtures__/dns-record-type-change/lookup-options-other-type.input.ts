const CF = 'https://api.cloudflare.com/client/v4';

async function call(key: string, route: string, init: RequestInit = {}): Promise<{ result: Array<{ id: string }> }> {
  const res = await fetch(`${CF}${route}`, { ...init, headers: { Authorization: `Bearer ${key}` } });
  return res.json();
}

async function listRecords(key: string, zone: string, opts: { type?: string; name?: string }): Promise<Array<{ id: string }>> {
  const search = new URLSearchParams({ type: opts.type, name: opts.name });
  return (await call(key, `/zones/${zone}/dns_records?${search}`)).result;
}

// Found among the A records, written back as whatever `type` is.
export async function refresh(key: string, zone: string, name: string, type: string, content: string) {
  const found = await listRecords(key, zone, { type: 'A', name });
  if (found[0]) await call(key, `/zones/${zone}/dns_records/${found[0].id}`, { method: 'PUT', body: JSON.stringify({ type, name, content }) });
}
