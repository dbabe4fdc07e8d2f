import type { ProxyRoute, ResolvedUrl, UrlPart } from '../shapes';
import { joinTemplate } from '../../flow/template-parts';

/**
 * A request to the app's own URL `prefix + rest` that a project proxy forwards (anchors/proxy-routes.ts)
 * judged as the request it becomes: `target + rest`. The prefix must be written at the start of the
 * URL's first literal and end there or at a `/`, `?` or a dynamic part. The target is the proxy's, not
 * the call's: read-only; so is the rest of a literal the prefix begins (`'/api/zones/'`: its offsets
 * are the literal's, the prefix included), while the parts after it stay the call's to edit. Undefined
 * when the URL is absolute or no route's prefix starts it.
 */
export function throughProxy(url: ResolvedUrl, routes: readonly ProxyRoute[]): ResolvedUrl | undefined {
  const [first, ...rest] = url.parts;
  if (routes.length === 0 || first?.kind !== 'text' || !first.text.startsWith('/') || first.text.startsWith('//')) return undefined;
  let best: ProxyRoute | undefined;
  for (const route of routes) {
    if (!first.text.startsWith(route.prefix)) continue;
    const next = url.text[route.prefix.length];
    const ends = route.prefix.endsWith('/') || next === undefined || next === '/' || next === '?' || (next === ':' && rest.length > 0 && first.text.length === route.prefix.length);
    if (ends && (!best || route.prefix.length > best.prefix.length)) best = route;
  }
  if (!best) return undefined;
  const tail = first.text.slice(best.prefix.length);
  // The target carries the prefix it stands for: a request judged through a proxy is never rewritten (calls.ts).
  const parts: UrlPart[] = [{ kind: 'text', text: best.target, node: null, proxied: best.prefix }];
  if (tail !== '') parts.push({ kind: 'text', text: tail, node: null, written: first.node ?? first.written });
  return joinTemplate([...parts, ...rest]);
}
