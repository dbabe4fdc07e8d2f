import { request } from './net/request';

const CF_API = 'https://api.cloudflare.com/client/v4';

export async function removeBookmark(account: string, id: string, token: string): Promise<void> {
  await request<unknown>(`${CF_API}/accounts/${account}/access/bookmarks/${id}`, { method: 'DELETE', headers: { Authorization: `Bearer ${token}` } });
}

export async function removeLocal(id: string): Promise<void> {
  await request<unknown>(`http://localhost:4000/access/bookmarks/${id}`, { method: 'DELETE' });
}
