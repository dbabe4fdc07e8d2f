import Cloudflare from 'cloudflare';

// cloudflare 3.0–3.2: the account id came first, the bookmark id second.
const client = new Cloudflare({ apiToken: process.env.CF_API_TOKEN });

export async function bookmarkOf(accountId: string, uuid: string) {
  // cf-codemod(access-bookmarks): use client.zeroTrust.access.applications.get(appId, { account_id }): this call's params are not an object literal here (SDK 3.0–3.2 took the account id first)
  return client.zeroTrust.access.bookmarks.get(accountId, uuid);
}

export async function removeBookmark(accountId: string, uuid: string) {
  // cf-codemod(access-bookmarks): use client.zeroTrust.access.applications.delete(appId, { account_id }): this call's params are not an object literal here (SDK 3.0–3.2 took the account id first)
  await client.zeroTrust.access.bookmarks.delete(accountId, uuid);
}
