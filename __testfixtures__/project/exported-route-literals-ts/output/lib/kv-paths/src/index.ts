export const RATE_KEYS = '/workers/namespaces/rates/keys';

const API = 'https://api.cloudflare.com/client/v4';

export async function listRates(account: string): Promise<unknown> {
  // cf-codemod(workers-kv-namespaces-route): Workers KV legacy route ended 2026-10-15: use /accounts/:account_id/storage/kv/namespaces/:namespace_id/keys
  const res = await fetch(API + '/accounts/' + account + RATE_KEYS);
  return res.json();
}
