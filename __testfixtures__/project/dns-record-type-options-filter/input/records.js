const API = 'https://api.cloudflare.com/client/v4';

async function send(token, route, init = {}) {
  const res = await fetch(`${API}${route}`, { ...init, headers: { Authorization: `Bearer ${token}` } });
  return res.json();
}

// The type and name to look for arrive as keys of one options object.
export async function lookUp(token, zoneId, { kind, host }) {
  const query = new URLSearchParams({ per_page: '100' });
  if (kind) query.set('type', kind);
  if (host) query.set('name', host);
  return (await send(token, `/zones/${zoneId}/dns_records?${query.toString()}`)).result;
}

export async function overwrite(token, zoneId, recordId, record) {
  return (await send(token, `/zones/${zoneId}/dns_records/${recordId}`, { method: 'PUT', body: JSON.stringify(record) })).result;
}
