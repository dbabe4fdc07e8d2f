// A typed sender: the caller's URL with a flag added as a query string.
const CF_API = 'https://api.cloudflare.com/client/v4';

async function putForced<T>(url: string, payload: T, token: string): Promise<unknown> {
  const res = await fetch(url + '?force=true', {
    method: 'PUT',
    headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' },
    body: JSON.stringify(payload),
  });
  return res.json();
}

export async function renameBookmark(account: string, id: string, title: string, token: string): Promise<unknown> {
  return putForced(`${CF_API}/accounts/${account}/access/apps/${id}`, { type: 'bookmark', name: title, domain: 'wiki.example.org' }, token);
}
