export const RATE_KEYS = '/workers/namespaces/rates/keys';

const API = 'https://api.cloudflare.com/client/v4';

export async function listRates(account: string): Promise<unknown> {
  const res = await fetch(API + '/accounts/' + account + RATE_KEYS);
  return res.json();
}
