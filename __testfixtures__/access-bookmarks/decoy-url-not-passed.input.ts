const CF_API = 'https://api.cloudflare.com/client/v4';
const cache = new Map<string, unknown>();

function fetchFromCache(url: string): unknown {
  return cache.get(url);
}

async function send(url: string, fetch: (u: string) => Promise<Response>): Promise<Response> {
  return fetch(url);
}

async function withSuffix(url: string): Promise<Response> {
  return fetch(`${url}/export`, { method: 'PUT' });
}

export async function lookups(account: string, id: string): Promise<void> {
  fetchFromCache(`${CF_API}/accounts/${account}/access/bookmarks/${id}`);
  await send(`${CF_API}/accounts/${account}/access/bookmarks/${id}`, async (u) => new Response(u));
  await withSuffix(`${CF_API}/accounts/${account}/access/bookmarks/${id}`);
}
