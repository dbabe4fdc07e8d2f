import Cloudflare from 'cloudflare';

// cloudflare 3.0–3.2: the account id came first, the bookmark id second.
const client = new Cloudflare({ apiToken: process.env.CF_API_TOKEN });

export async function bookmarkOf(accountId: string, uuid: string) {
  return client.zeroTrust.access.bookmarks.get(accountId, uuid);
}

export async function removeBookmark(accountId: string, uuid: string) {
  await client.zeroTrust.access.bookmarks.delete(accountId, uuid);
}
