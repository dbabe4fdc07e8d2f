const API_BASE = 'https://api.cloudflare.com/client/v4';

interface Envelope<T> {
  success: boolean;
  result: T;
}

export async function call<T>(endpoint: string, init: RequestInit, apiToken: string): Promise<Envelope<T>> {
	const response = await fetch(endpoint, { ...init, headers: { Authorization: `Bearer ${apiToken}` } });
	return (await response.json()) as Envelope<T>;
}

export async function moveBookmark(acct: string, bookmarkId: string, apiToken: string): Promise<void> {
	await call<unknown>(`${API_BASE}/accounts/${acct}/access/apps/${bookmarkId}`, { method: 'PUT', body: JSON.stringify({ type: 'bookmark', name: 'Wiki', domain: 'wiki.example.org' }) }, apiToken);
}

export async function forgetBookmark(acct: string, bookmarkId: string, apiToken: string): Promise<void> {
	await call<unknown>(`${API_BASE}/accounts/${acct}/access/apps/${bookmarkId}`, { method: 'DELETE' }, apiToken);
}
