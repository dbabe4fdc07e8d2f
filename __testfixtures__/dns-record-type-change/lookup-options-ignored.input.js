const CF = 'https://api.cloudflare.com/client/v4';

async function call(key, route, init = {}) {
  const res = await fetch(`${CF}${route}`, { ...init, headers: { Authorization: `Bearer ${key}` } });
  return res.json();
}

// Takes a type among its options but filters on the name only.
async function listRecords(key, zone, opts) {
  const search = new URLSearchParams({ name: opts.name });
  return (await call(key, `/zones/${zone}/dns_records?${search}`)).result;
}

export async function refresh(key, zone, name, type, content) {
  const [found] = await listRecords(key, zone, { type, name });
  if (found) await call(key, `/zones/${zone}/dns_records/${found.id}`, { method: 'PUT', body: JSON.stringify({ type, name, content }) });
}
