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
