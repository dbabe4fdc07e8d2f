const API = 'https://api.cloudflare.com/client/v4';

// Hands out the whole envelope: the caller reads its result.
async function call(key: string, route: string, init: RequestInit = {}): Promise<{ result: Array<{ id: string; type: string }> }> {
  const res = await fetch(`${API}${route}`, { ...init, headers: { Authorization: `Bearer ${key}` } });
  return res.json();
}

function addFallback(list: Array<{ id: string; type: string }>, other: { id: string; type: string }) {
  list.unshift(other);
}

// The A list gets another record in front, by a helper or in place: the first one need not be an A record.
export async function helped(key: string, zone: string, name: string, content: string, other: { id: string; type: string }) {
  const found = (await call(key, `/zones/${zone}/dns_records?type=A&name=${name}`)).result;
  addFallback(found, other);
  if (found[0]) await call(key, `/zones/${zone}/dns_records/${found[0].id}`, { method: 'PUT', body: JSON.stringify({ type: 'A', name, content }) });
}

export async function inPlace(key: string, zone: string, name: string, content: string, other: { id: string; type: string }) {
  const found = (await call(key, `/zones/${zone}/dns_records?type=A&name=${name}`)).result;
  found.unshift(other);
  if (found[0]) await call(key, `/zones/${zone}/dns_records/${found[0].id}`, { method: 'PUT', body: JSON.stringify({ type: 'A', name, content }) });
}
