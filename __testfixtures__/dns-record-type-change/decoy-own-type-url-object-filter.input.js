const API = 'https://api.cloudflare.com/client/v4';

// The lookup's type filter is set on the URL object fetched: the hit has the type sent back.
export async function saveRecord(zone, kind, host, target, key) {
  const headers = { authorization: `Bearer ${key}` };
  const search = new URL(`${API}/zones/${zone}/dns_records`);
  search.searchParams.set('type', kind);
  search.searchParams.set('name', host);
  const listed = await (await fetch(search, { headers })).json();
  const body = { type: kind, name: host, content: target };
  if (listed.result.length > 0) {
    const first = listed.result[0];
    return fetch(`${API}/zones/${zone}/dns_records/${first.id}`, { method: 'PUT', headers, body: JSON.stringify(body) });
  }
  return fetch(`${API}/zones/${zone}/dns_records`, { method: 'POST', headers, body: JSON.stringify(body) });
}

// Or in query parameters interpolated into the URL.
export async function saveWithParams(zone, kind, host, target, key) {
  const headers = { authorization: `Bearer ${key}` };
  const wanted = new URLSearchParams({ type: kind, name: host });
  const listed = await (await fetch(`${API}/zones/${zone}/dns_records?${wanted}`, { headers })).json();
  const body = { type: kind, name: host, content: target };
  const first = listed.result[0];
  if (first) return fetch(`${API}/zones/${zone}/dns_records/${first.id}`, { method: 'PUT', headers, body: JSON.stringify(body) });
  return undefined;
}
