import { spliceLiteral } from '../../edit/literals';
import type { ResolvedUrl } from '../shapes';

/**
 * Every place a whole path segment `segment` stands in a resolved URL inside one text part, where
 * the URL text before it matches `prefix` (say `/zones/:param/$`), in order: the part's index and the
 * segment's offset in that part's text.
 */
function segmentHits(url: ResolvedUrl, segment: string, prefix: RegExp): Array<{ part: number; offset: number }> {
  const hits: Array<{ part: number; offset: number }> = [];
  url.parts.forEach((part, i) => {
    if (part.kind !== 'text') return;
    for (let k = part.text.indexOf(segment); k >= 0; k = part.text.indexOf(segment, k + 1)) {
      const at = url.offsets[i] + k;
      const after = url.text[at + segment.length];
      const wholeSegment = url.text[at - 1] === '/' && (after === undefined || after === '/' || after === '?' || after === '#');
      if (wholeSegment && prefix.test(url.text.slice(0, at))) hits.push({ part: i, offset: k });
    }
  });
  return hits;
}

/**
 * Where a whole path segment sits in a resolved URL: the literal it is written in and its offset
 * there, when the URL text before it matches `prefix` (say `/client/v4/accounts/[^/]+/$`) and the
 * segment lies inside one editable text part. Undefined otherwise (not there, split across parts, or
 * in a base the call site must not edit, such as an instance's baseURL or a configured constant).
 */
export function segmentSite(url: ResolvedUrl, segment: string, prefix: RegExp): { node: any; offset: number } | undefined {
  const first = segmentHits(url, segment, prefix)[0];
  const part = first && url.parts[first.part];
  return part?.kind === 'text' && part.node ? { node: part.node, offset: first.offset } : undefined;
}

/**
 * The literal a whole path segment of a resolved URL is written in (as `segmentSite` finds it), the
 * call site's to edit or not (a read-only base's own literal): undefined when the segment is not there,
 * split across parts, or written where no literal of this file holds it (a configured constant).
 */
export function segmentWrittenIn(url: ResolvedUrl, segment: string, prefix: RegExp): unknown {
  const first = segmentHits(url, segment, prefix)[0];
  const part = first && url.parts[first.part];
  return part?.kind === 'text' ? (part.node ?? part.written ?? undefined) : undefined;
}

/** Whether a whole path segment stands in the URL's known text where the text before it matches `prefix`, editable or not. */
export function segmentFound(url: ResolvedUrl, segment: string, prefix: RegExp): boolean {
  return segmentHits(url, segment, prefix).length > 0;
}

/**
 * Whether the segment (as `segmentSite` finds it) lies in the URL of an in-file wrapper the call goes
 * through (`this.lookup(id)` fetching `…/tunnels/${id}`): the wrapper's own request is found in this
 * file too and is where the segment is edited or reported, so the call through it needs nothing.
 */
export function segmentInWrapper(url: ResolvedUrl, segment: string, prefix: RegExp): boolean {
  const first = segmentHits(url, segment, prefix)[0];
  const part = first && url.parts[first.part];
  return part?.kind === 'text' && part.inWrapper === true;
}

/** Segment `from` of `url` becomes `to` where the text before it matches `prefix`; `edited`: the literals already changed. */
interface SegmentRename {
  url: ResolvedUrl;
  from: string;
  to: string;
  prefix: RegExp;
  edited?: Set<any>;
}

/**
 * Renames a whole path segment of a resolved URL where the URL text before it matches `prefix`
 * (say `/zones/:param/$`), editing the literal the segment is written in, wherever that is (the
 * URL itself, or a const it is built from). Returns how many places changed. `edited` collects the
 * literals changed: a literal shared by several calls (a const) is edited once, by the first call
 * (another call's resolved text still shows the old segment, and splicing it again would garble it).
 */
export function renamePathSegment({ url, from, to, prefix, edited = new Set() }: SegmentRename): number {
  let changed = 0;
  const done = new Set<any>();
  // Right to left, so earlier offsets in a literal stay valid after an edit.
  for (const { part: i, offset } of segmentHits(url, from, prefix).reverse()) {
    const part = url.parts[i];
    if (part.kind !== 'text' || !part.node || edited.has(part.node)) continue;
    if (spliceLiteral(part.node, offset, from.length, to)) {
      changed++;
      done.add(part.node);
    }
  }
  for (const node of done) edited.add(node);
  return changed;
}

/** What `removeTrailingSegment` did. */
type SegmentRemoval = 'removed' | 'not-editable' | 'not-found';

/**
 * Removes the last path segment of a resolved URL (with the slash before it) when it is `segment`
 * and the URL text before that slash matches `prefix` (say `/zones/:param/dns_settings$/`):
 * `…/dns_settings/use_apex_ns?x=1` → `…/dns_settings?x=1`. The slash and the segment must be written
 * in one literal the call site may edit (not a read-only base, not split over two literals):
 * otherwise 'not-editable', and nothing changes. `edited` collects the literals changed, so a URL
 * literal shared by several calls (a const) is edited once and the later calls report 'removed'.
 */
export function removeTrailingSegment(url: ResolvedUrl, segment: string, prefix: RegExp, edited: Set<any> = new Set()): SegmentRemoval {
  const text = url.text;
  let at = -1;
  for (let k = text.indexOf(`/${segment}`); k >= 0; k = text.indexOf(`/${segment}`, k + 1)) {
    const after = text[k + 1 + segment.length];
    const trailing = after === undefined || after === '?' || after === '#';
    if (trailing && prefix.test(text.slice(0, k))) at = k;
  }
  if (at < 0) return 'not-found';
  const end = at + 1 + segment.length;
  const i = url.parts.findIndex((part, n) => url.offsets[n] <= at && end <= url.offsets[n] + (part.kind === 'text' ? part.text.length : ':param'.length));
  const part = url.parts[i];
  if (!part || part.kind !== 'text' || !part.node) return 'not-editable';
  if (edited.has(part.node)) return 'removed';
  if (!spliceLiteral(part.node, at - url.offsets[i], end - at, '')) return 'not-editable';
  edited.add(part.node);
  return 'removed';
}

/**
 * Removes `name=value` from the query string of a resolved URL, with the one `&` (or the `?`, when it
 * was the only parameter) that goes with it: `…?magnitude=X&limit=5` → `…?limit=5`, `…?a=1&magnitude=X`
 * → `…?a=1`, `…?magnitude=X` → `…`. The text removed must lie in one literal the call site may edit:
 * otherwise 'not-editable', and nothing changes. `edited` as for `removeTrailingSegment`.
 */
export function removeQueryParam(url: ResolvedUrl, name: string, value: string, edited: Set<unknown> = new Set()): SegmentRemoval {
  const text = url.text;
  const pair = `${name}=${value}`;
  const q = text.indexOf('?');
  if (q < 0) return 'not-found';
  let at = -1;
  for (let k = text.indexOf(pair, q); k >= 0; k = text.indexOf(pair, k + 1)) {
    const after = text[k + pair.length];
    if ((text[k - 1] === '?' || text[k - 1] === '&') && (after === undefined || after === '&' || after === '#')) {
      at = k;
      break;
    }
  }
  if (at < 0) return 'not-found';
  const onlyOrFirst = text[at - 1] === '?';
  const followed = text[at + pair.length] === '&';
  // The first of several drops its own `&` after it; any other drops the separator before it.
  const [start, end] = onlyOrFirst && followed ? [at, at + pair.length + 1] : [at - 1, at + pair.length];
  const i = url.parts.findIndex((part, n) => part.kind === 'text' && url.offsets[n] <= start && end <= url.offsets[n] + part.text.length);
  const part = url.parts[i];
  if (!part || part.kind !== 'text' || !part.node) return 'not-editable';
  if (edited.has(part.node)) return 'removed';
  if (!spliceLiteral(part.node, start - url.offsets[i], end - start, '')) return 'not-editable';
  edited.add(part.node);
  return 'removed';
}
