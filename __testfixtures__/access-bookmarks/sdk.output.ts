import Cloudflare from 'cloudflare';

const client = new Cloudflare({ apiToken: process.env.CLOUDFLARE_API_TOKEN });
const account_id = process.env.CLOUDFLARE_ACCOUNT_ID!;

export async function addBookmark(bookmarkId: string, name: string, domain: string) {
  // cf-codemod(access-bookmarks): the bookmark id argument was dropped: the server assigns the app id now, so bookmarkId is not the new app's id; use the returned app's id
  return client.zeroTrust.access.applications.create({
    account_id,
    type: 'bookmark',
    name,
    domain,
    app_launcher_visible: true,
  });
}

export async function quickBookmark(name: string, domain: string) {
  const app = await client.zeroTrust.access.applications.create({ account_id, type: 'bookmark', name, domain });
  return app.id;
}

export async function editBookmark(id: string, logo_url: string) {
  await client.zeroTrust.access.applications.update(id, { account_id, type: 'bookmark', logo_url });
  return client.zeroTrust.access.applications.get(id, { account_id });
}

export async function dropBookmark(id: string) {
  await client.zeroTrust.access.applications.delete(id, { account_id });
}

export async function bookmarkNames() {
  const names: string[] = [];
  for await (const bookmark of client.zeroTrust.access.applications.list({ account_id })) {
    if (bookmark.type !== 'bookmark') continue;
    names.push(bookmark.name ?? '');
  }
  return names;
}

export function firstPage() {
  // cf-codemod(access-bookmarks): use client.zeroTrust.access.applications.list and keep only apps with type === 'bookmark'
  return client.zeroTrust.access.bookmarks.list({ account_id });
}
