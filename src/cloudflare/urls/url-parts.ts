import type { ResolvedUrl, UrlPart } from '../shapes';

/*
 * A resolved URL as parts (text and dynamic), and what is said of one without resolving anything: its
 * text, its literal parts made read-only, whether it is on the API host. The resolver
 * (url-expression.ts) makes them; the anchors, calls and the CLI only put parts together.
 */

/** The API host and version prefix every anchored URL starts with. */
export const API_BASE = 'https://api.cloudflare.com/client/v4';

/** Builds a resolved URL from parts (also used to prefix a call's path with an instance's or wrapper's base). */
export function joinParts(parts: UrlPart[]): ResolvedUrl {
  let text = '';
  const offsets: number[] = [];
  for (const part of parts) {
    offsets.push(text.length);
    text += part.kind === 'text' ? part.text : ':param';
  }
  return { parts, text, offsets };
}

/** The same URL with its literal parts marked read-only (a call site must not edit a base shared by other calls). */
export function readOnly(url: ResolvedUrl): UrlPart[] {
  return url.parts.map((p) => (p.kind === 'text' ? { ...p, node: null, written: p.written ?? p.node ?? undefined } : p));
}

/** Whether a resolved URL is on the Cloudflare API host (the anchor every URL rewrite needs). */
export function isApiUrl(url: ResolvedUrl): boolean {
  return /^(?:https?:)?\/\/api\.cloudflare\.com\/client\/v4(?:[/?#]|$)/.test(url.text);
}
