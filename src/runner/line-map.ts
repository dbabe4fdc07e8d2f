import type { Finding } from '../types';
import { sourceLines } from '../parse/positions';
import { diffPieces } from './line-diff';

/**
 * Where each line of `before` is in `after`, a changed version of the same text: a line kept is
 * where it went (review markers inserted above it, say); a line rewritten is the line that stands in
 * its place (the same offset into the rewritten run of lines, at most its last line). Lines are
 * counted as the parser counts them (CRLF, CR, U+2028 and U+2029 end a line too), so that a
 * finding's line, the parser's, is found.
 */
export function lineMap(before: string, after: string): (line: number) => number {
  const pieces = diffPieces(sourceLines(before), sourceLines(after));
  /** Per piece of `before` (kept or removed): its first old line, its first new line, how many new lines stand for it. */
  const runs: Array<{ old: number; count: number; now: number; nowCount: number }> = [];
  let old = 1;
  let now = 1;
  for (let i = 0; i < pieces.length; i++) {
    const p = pieces[i];
    const n = p.value.length;
    if (p.added) {
      now += n;
      continue;
    }
    if (p.removed) {
      const next = pieces[i + 1];
      const added = next?.added ? next.value.length : 0;
      runs.push({ old, count: n, now, nowCount: added });
      old += n;
      continue;
    }
    runs.push({ old, count: n, now, nowCount: n });
    old += n;
    now += n;
  }
  return (line) => {
    const run = runs.find((r) => line >= r.old && line < r.old + r.count);
    if (!run) return line;
    return run.now + Math.max(0, Math.min(line - run.old, run.nowCount - 1));
  };
}

/**
 * The findings of a file that was written, placed in the text as written: `line` moves with the lines
 * inserted or removed above it (`column` stays: a finding's line is seldom the one rewritten),
 * `originalLine` keeps the line in the file as it stood before the run. Findings already placed keep
 * their `originalLine`.
 */
export function placeInWritten(findings: Finding[], before: string, after: string): Finding[] {
  if (findings.length === 0) return findings;
  const map = lineMap(before, after);
  return findings.map((f) => ({ ...f, line: map(f.line), originalLine: f.originalLine ?? f.line }));
}
