import type { ResolvedUrl } from '../shapes';

/*
 * What is said of a resolved URL without resolving anything: the API base every anchored URL starts
 * with, whether a URL is on the API host. Parts are put together and made read-only by the layer
 * (src/flow/template-parts.ts).
 */

/** The API host and version prefix every anchored URL starts with. */
export const API_BASE = 'https://api.cloudflare.com/client/v4';

/** Whether a resolved URL is on the Cloudflare API host (the anchor every URL rewrite needs). */
export function isApiUrl(url: ResolvedUrl): boolean {
  return /^(?:https?:)?\/\/api\.cloudflare\.com\/client\/v4(?:[/?#]|$)/.test(url.text);
}
