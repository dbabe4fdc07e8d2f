const API = 'https://api.cloudflare.com/client/v4';
const acct = process.env.CF_ACCOUNT_ID ?? '';

// The one place that knows the base and the account.
export function cfFetch(path: string, init?: RequestInit) {
  return fetch(API + '/accounts/' + acct + path, init);
}
