// Helpers for our status page. We link to the Cloudflare docs at https://developers.cloudflare.com/api/
// and mention the 'cloudflare' package in the README, but nothing here calls the Cloudflare API.
export const DOCS = 'https://developers.cloudflare.com/api/';

export function get(path: string, init?: RequestInit) {
  return fetch(`https://status.example.com${path}`, init);
}
