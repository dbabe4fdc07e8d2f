// A bookmarks service of our own with the same route shape.
const LINKS = 'https://links.example.org/api';

export async function cleanup(accountId: string, bookmarkIds: string[]): Promise<void> {
  for (const bookmarkId of bookmarkIds) {
    await fetch(`${LINKS}/accounts/${accountId}/access/bookmarks/${bookmarkId}`, { method: 'DELETE' });
  }
  for (let bookmarkId of bookmarkIds) await fetch(`/accounts/${accountId}/access/bookmarks/${bookmarkId}`, { method: 'DELETE' });
}
