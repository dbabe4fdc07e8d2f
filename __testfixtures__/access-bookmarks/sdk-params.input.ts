import Cloudflare from 'cloudflare';

// Bookmark sync for the app launcher: params built away from the calls.
const cf = new Cloudflare({ apiToken: process.env.CLOUDFLARE_API_TOKEN });

type BookmarkFields = { name: string; domain: string; logo_url?: string; app_launcher_visible?: boolean };
type BookmarkParams = { account_id: string; body: BookmarkFields };

export async function publish(uuid: string, params: BookmarkParams) {
  return cf.zeroTrust.access.bookmarks.create(uuid, params);
}

export async function republish(id: string, params: BookmarkParams) {
  return cf.zeroTrust.access.bookmarks.update(id, params);
}

// cloudflare 3.0–3.2: list(accountId).
export async function launcherEntries(accountId: string) {
  const page = await cf.zeroTrust.access.bookmarks.list(accountId);
  return page.result;
}

export async function publishFields(account_id: string, uuid: string, fields: BookmarkFields) {
  return cf.zeroTrust.access.bookmarks.create(uuid, { account_id, body: fields });
}
