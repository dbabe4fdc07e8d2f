/*
 * A spelled path whose last known segment has a run-time tail glued to its end, no slash between
 * (`…/firewall/waf/packages${query.endpoint}`, a proxy appending the caller's path or query): the
 * request is that segment, then anything (nothing, a query, or more segments). It may be the
 * deprecated endpoint or one below it, so the second tier reports it when the template is that
 * segment's or above it, never for an exact template (the tail may leave it), and only when the
 * glued word stands where the template has a literal segment (`zone-${id}` is not `:zone_id`). A
 * traced call of that shape matches no template (its endpoint ends `packages:param`): no transform
 * rewrites it. A hole at the start or middle of a segment is left as it is. A traced call of that
 * shape is reported too (glued-calls.ts), wherever its path was spelled: a wrapper adding the zone
 * (`` cf(`/firewall/waf/packages${query.endpoint}`) `` sending `…/zones/${ZONE}${path}`) holds it in
 * no one spelling from the API's root.
 */
import { matchSegments, segments } from '../urls/endpoint';

/** The segments with the glued tail cut off the last one, or undefined when the last segment is not a word then a hole. */
export function cutGluedTail(segments: readonly string[], hole: string): string[] | undefined {
  const last = segments[segments.length - 1];
  if (last === undefined || !last.endsWith(hole)) return undefined;
  const word = last.slice(0, -hole.length);
  if (word === '' || word.includes(hole)) return undefined;
  return [...segments.slice(0, -1), word];
}

/** Whether a path whose tail is glued to its segment `at` may be the template (split) or lie under it. */
export const tailMayReach = (at: number, template: readonly string[], exact: boolean): boolean =>
  !exact && (at >= template.length || !template[at].startsWith(':'));

/**
 * Whether a traced call's endpoint (`/zones/:param/firewall/waf/packages/:param/groups:param`) has
 * such a tail where the template (split) has a literal segment or nothing: no transform matches that
 * call to the template, so it leaves the spelling to the second tier. A hole in a segment the
 * template has as a parameter (`rec-${id}` for `:dns_record_id`) is the template's, as before.
 */
export function tailLeaves(endpoint: string, template: readonly string[]): boolean {
  const cut = cutGluedTail(segments(endpoint), ':param');
  return cut !== undefined && !cut[cut.length - 1].includes(':') && tailMayReach(cut.length - 1, template, false);
}

/**
 * Whether a traced call's endpoint (`/zones/:param/firewall/waf/packages:param`) has a run-time tail
 * glued to a literal word that is the template's (split) last segment or lies under it: the request
 * may be the template's endpoint or one below it (never for an exact template: tailMayReach).
 */
export function gluedUnder(endpoint: string, template: readonly string[], exact: boolean): boolean {
  const cut = cutGluedTail(segments(endpoint), ':param');
  if (cut === undefined || cut[cut.length - 1].includes(':') || cut.length < template.length) return false;
  return tailMayReach(cut.length - 1, template, exact) && matchSegments(cut.slice(0, template.length), template);
}
