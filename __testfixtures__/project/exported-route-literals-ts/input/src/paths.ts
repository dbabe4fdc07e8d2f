// The dashboard serves its own pages under the same paths it asks the API for.
export const PATHS = { sessionKeys: '/workers/namespaces/sessions/keys' } as const;
export const CACHE_KEYS = '/workers/namespaces/cache/keys';
// Read by requests to the API only (here and in metrics.ts).
export const AUDIT_KEYS = '/workers/namespaces/audit/keys';

const API = 'https://api.cloudflare.com/client/v4';

export async function listSessions(account: string): Promise<unknown> {
  const res = await fetch(API + '/accounts/' + account + PATHS.sessionKeys);
  return res.json();
}

export async function listCache(account: string): Promise<unknown> {
  const res = await fetch(API + '/accounts/' + account + CACHE_KEYS);
  return res.json();
}

export async function listAudit(account: string): Promise<unknown> {
  const res = await fetch(API + '/accounts/' + account + AUDIT_KEYS);
  return res.json();
}
