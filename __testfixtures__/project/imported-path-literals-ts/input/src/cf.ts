import { ROUTES, KV_PATH } from './routes';

const CF = 'https://api.cloudflare.com/client/v4';

/** The keys of the account's KV namespaces. */
export async function keys(account: string): Promise<unknown[]> {
  const r = await fetch(CF + '/accounts/' + account + ROUTES.kvKeys);
  const s = await fetch(`${CF}/accounts/${account}${KV_PATH}`);
  return [await r.json(), await s.json()];
}
