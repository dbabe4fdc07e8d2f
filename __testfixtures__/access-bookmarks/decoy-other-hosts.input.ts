// Bookmarks of other APIs: the app's own backend, the browser's bookmarks, a self-hosted service.
export async function saveOwn(accountId: string, id: string, body: unknown) {
  return fetch(`/api/accounts/${accountId}/access/bookmarks/${id}`, { method: 'POST', body: JSON.stringify(body) });
}

export const linkding = (id: number) => fetch(`https://links.example.com/api/accounts/1/access/bookmarks/${id}`);

export function remember(title: string, url: string) {
  return chrome.bookmarks.create({ title, url });
}

const client = makeClient();
client.zeroTrust.access.bookmarks.list({ account_id: '1' });
