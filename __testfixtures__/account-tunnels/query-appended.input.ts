// A wrapper that appends a query string when it is given parameters.
const BASE = 'https://api.cloudflare.com/client/v4';

async function cf(path: string, params?: Record<string, string>, init: RequestInit = {}) {
  let url = `${BASE}${path}`;
  if (params) url += '?' + new URLSearchParams(params).toString();
  const res = await fetch(url, { ...init, headers: { Authorization: `Bearer ${process.env.CF_API_TOKEN}` } });
  return res.json();
}

export async function create(accountId: string) {
  return cf(`/accounts/${accountId}/tunnels`, undefined, { method: 'POST', body: JSON.stringify({ name: 'x' }) });
}
export async function list(accountId: string) {
  return cf(`/accounts/${accountId}/tunnels/abc`, { is_deleted: 'false' });
}
