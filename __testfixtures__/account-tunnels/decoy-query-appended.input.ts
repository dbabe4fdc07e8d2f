// The same wrapper for a VPN provider's API.
const BASE = 'https://api.vpn-provider.example/v1';

async function vpn(path: string, params?: Record<string, string>, init: RequestInit = {}) {
  let url = `${BASE}${path}`;
  if (params) url += '?' + new URLSearchParams(params).toString();
  const res = await fetch(url, init);
  return res.json();
}

export async function create(accountId: string) {
  return vpn(`/accounts/${accountId}/tunnels`, undefined, { method: 'POST', body: JSON.stringify({ name: 'x' }) });
}

// A wrapper whose appended text is more path, not a query: not followed.
async function local(path: string, extra: string) {
  let url = `https://api.cloudflare.com/client/v4${path}`;
  url += extra;
  return fetch(url, { method: 'DELETE' });
}

export const drop = (accountId: string) => local(`/accounts/${accountId}/tunnels`, '/old');
