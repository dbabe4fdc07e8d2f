import Cloudflare from 'cloudflare';

// Bookmark sync for the app launcher: params built away from the calls.
const cf = new Cloudflare({ apiToken: process.env.CLOUDFLARE_API_TOKEN });

type BookmarkFields = { name: string; domain: string; logo_url?: string; app_launcher_visible?: boolean };
type BookmarkParams = { account_id: string; body: BookmarkFields };

export async function publish(uuid: string, params: BookmarkParams) {
  // cf-codemod(access-bookmarks): use client.zeroTrust.access.applications.create({ account_id, type: 'bookmark', name, domain, ... }): this call's params are not an object literal here
  return cf.zeroTrust.access.bookmarks.create(uuid, params);
}

export async function republish(id: string, params: BookmarkParams) {
  // cf-codemod(access-bookmarks): use client.zeroTrust.access.applications.update(appId, { account_id, type: 'bookmark', name, domain, ... }): this call's params are not an object literal here
  return cf.zeroTrust.access.bookmarks.update(id, params);
}

// cloudflare 3.0–3.2: list(accountId).
export async function launcherEntries(accountId: string) {
  // cf-codemod(access-bookmarks): use client.zeroTrust.access.applications.list({ account_id }): this call's params are not an object literal here (SDK 3.0–3.2 took the account id first)
  const page = await cf.zeroTrust.access.bookmarks.list(accountId);
  return page.result;
}

export async function publishFields(account_id: string, uuid: string, fields: BookmarkFields) {
  // cf-codemod(access-bookmarks): use client.zeroTrust.access.applications.create with the bookmark's fields in the params and type: 'bookmark': the body is not an object literal here
  return cf.zeroTrust.access.bookmarks.create(uuid, { account_id, body: fields });
}
