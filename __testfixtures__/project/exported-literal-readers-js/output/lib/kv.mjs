export const CF_BASE = 'https://api.cloudflare.com/client/v4';
// Only ever sent to the API, here and by sync.mjs.
export const KV_LIST = '/accounts/acc7/storage/kv/namespaces';

export function listAll() {
  return fetch(CF_BASE + KV_LIST);
}
