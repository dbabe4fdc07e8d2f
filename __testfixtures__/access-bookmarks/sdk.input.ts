import Cloudflare from 'cloudflare';

const client = new Cloudflare({ apiToken: process.env.CLOUDFLARE_API_TOKEN });
const account_id = process.env.CLOUDFLARE_ACCOUNT_ID!;

export async function addBookmark(bookmarkId: string, name: string, domain: string) {
  return client.zeroTrust.access.bookmarks.create(bookmarkId, {
    account_id,
    body: { name, domain, app_launcher_visible: true },
  });
}

export async function quickBookmark(name: string, domain: string) {
  const app = await client.zeroTrust.access.bookmarks.create(crypto.randomUUID(), { account_id, body: { name, domain } });
  return app.id;
}

export async function editBookmark(id: string, logo_url: string) {
  await client.zeroTrust.access.bookmarks.update(id, { account_id, body: { logo_url } });
  return client.zeroTrust.access.bookmarks.get(id, { account_id });
}

export async function dropBookmark(id: string) {
  await client.zeroTrust.access.bookmarks.delete(id, { account_id, body: {} });
}

export async function bookmarkNames() {
  const names: string[] = [];
  for await (const bookmark of client.zeroTrust.access.bookmarks.list({ account_id })) {
    names.push(bookmark.name ?? '');
  }
  return names;
}

export function firstPage() {
  return client.zeroTrust.access.bookmarks.list({ account_id });
}
