// An old-style helper that prefixes the API base, and functions that reuse its name for something else.
const API_BASE = 'https://api.cloudflare.com/client/v4';

type Sender = (path: string, init?: RequestInit) => Promise<unknown>;

async function cf(path: string, init: RequestInit = {}): Promise<unknown> {
  const res = await fetch(`${API_BASE}${path}`, init);
  return res.json();
}

export function listBookmarks(account: string): Promise<unknown> {
  return cf(`/accounts/${account}/access/bookmarks`);
}

// Tests pass a fake sender under the same name.
export function listBookmarksWith(account: string, cf: Sender): Promise<unknown> {
  return cf(`/accounts/${account}/access/bookmarks`);
}

export function describeListing(account: string): string {
  const cf = (path: string): string => `GET ${path}`;
  return cf(`/accounts/${account}/access/bookmarks`);
}
