import type { ResolvedUrl } from './url-expression';

/** Replaces `length` characters at `index` of a literal's text, when the raw text maps 1:1 (no escapes). */
function spliceLiteral(node: any, index: number, length: number, replacement: string): boolean {
  if (node.type === 'TemplateElement') {
    const { raw, cooked } = node.value;
    if (raw !== cooked) return false;
    const next = raw.slice(0, index) + replacement + raw.slice(index + length);
    node.value = { raw: next, cooked: next };
    return true;
  }
  const value: string = node.value;
  const raw: string | undefined = node.extra?.raw;
  if (raw !== undefined && raw.slice(1, -1) !== value) return false;
  const next = value.slice(0, index) + replacement + value.slice(index + length);
  node.value = next;
  node.extra = raw === undefined ? undefined : { ...node.extra, rawValue: next, raw: raw[0] + next + raw[raw.length - 1] };
  return true;
}

/**
 * Renames a whole path segment of a resolved URL where the URL text before it matches `prefix`
 * (say `/zones/:param/$`), editing the literal the segment is written in, wherever that is (the
 * URL itself, or a const it is built from). Returns how many places changed.
 */
export function renamePathSegment(url: ResolvedUrl, from: string, to: string, prefix: RegExp): number {
  let changed = 0;
  url.parts.forEach((part, i) => {
    if (part.kind !== 'text' || !part.node) return;
    // Right to left, so earlier indexes stay valid after an edit.
    const hits: number[] = [];
    for (let k = part.text.indexOf(from); k >= 0; k = part.text.indexOf(from, k + 1)) hits.push(k);
    for (const k of hits.reverse()) {
      const at = url.offsets[i] + k;
      const after = url.text[at + from.length];
      const wholeSegment = url.text[at - 1] === '/' && (after === undefined || after === '/' || after === '?' || after === '#');
      if (!wholeSegment || !prefix.test(url.text.slice(0, at))) continue;
      if (spliceLiteral(part.node, k, from.length, to)) changed++;
    }
  });
  return changed;
}

/** What `removeTrailingSegment` did. */
export type SegmentRemoval = 'removed' | 'not-editable' | 'not-found';

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
