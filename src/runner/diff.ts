import { structuredPatch, type ParsedDiff } from 'diff';
import { MAX_EDITS, pairedChanges } from './line-diff';

export interface DiffColors {
  header(s: string): string;
  hunk(s: string): string;
  added(s: string): string;
  removed(s: string): string;
}

const plain: DiffColors = { header: (s) => s, hunk: (s) => s, added: (s) => s, removed: (s) => s };

const CONTEXT = 3;
const NO_NEWLINE = '\\ No newline at end of file';

/** A text's lines as unified diffs count them: split after each `\n` (a `\r` stays with its line). */
export function diffLinesOf(text: string): string[] {
  const lines: string[] = [];
  let start = 0;
  for (let i = text.indexOf('\n'); i >= 0; i = text.indexOf('\n', start)) {
    lines.push(text.slice(start, i + 1));
    start = i + 1;
  }
  if (start < text.length) lines.push(text.slice(start));
  return lines;
}

interface Hunk {
  oldStart: number;
  oldLines: number;
  newStart: number;
  newLines: number;
  lines: string[];
}

/**
 * The hunks of a unified diff with three lines of context: jsdiff's structuredPatch, which looks for
 * the shortest diff up to MAX_EDITS edits. Beyond that it gives up (Myers' cost grows with lines ×
 * edits: a generated file whose 9,000 lines all changed took 38 s), and only then are the lines
 * paired in order (line-diff.ts) and laid out here, the one thing jsdiff cannot do: lay out hunks of
 * a diff it did not compute.
 */
export function diffHunks(before: string, after: string): Hunk[] {
  // Undefined beyond maxEditLength (jsdiff 5.1+; its types do not say so).
  const patch = structuredPatch('a', 'b', before, after, '', '', { context: CONTEXT, maxEditLength: MAX_EDITS }) as ParsedDiff | undefined;
  return patch ? patch.hunks.map(({ oldStart, oldLines, newStart, newLines, lines }) => ({ oldStart, oldLines, newStart, newLines, lines })) : pairedHunks(before, after);
}

/** The hunks of the in-order pairing of lines (pairedChanges), laid out as structuredPatch lays out its own. */
export function pairedHunks(before: string, after: string): Hunk[] {
  const changes = pairedChanges(diffLinesOf(before), diffLinesOf(after)).map((c) => ({
    added: !!c.added,
    removed: !!c.removed,
    lines: c.value.join('').replace(/\n$/, '').split('\n'),
  }));
  changes.push({ added: false, removed: false, lines: [] });
  const context = (lines: string[]) => lines.map((l) => ` ${l}`);
  const hunks: Hunk[] = [];
  let oldStart = 0;
  let newStart = 0;
  let range: string[] = [];
  let oldLine = 1;
  let newLine = 1;
  changes.forEach((change, i) => {
    const { lines } = change;
    if (change.added || change.removed) {
      if (!oldStart) {
        const prev = changes[i - 1];
        oldStart = oldLine;
        newStart = newLine;
        if (prev) {
          range = context(prev.lines.slice(-CONTEXT));
          oldStart -= range.length;
          newStart -= range.length;
        }
      }
      // A loop, not push(...lines): a block of 100,000 lines would overflow the stack.
      for (const l of lines) range.push((change.added ? '+' : '-') + l);
      if (change.added) newLine += lines.length;
      else oldLine += lines.length;
      return;
    }
    if (oldStart) {
      if (lines.length <= CONTEXT * 2 && i < changes.length - 2) {
        range.push(...context(lines));
      } else {
        const size = Math.min(lines.length, CONTEXT);
        range.push(...context(lines.slice(0, size)));
        const hunk = { oldStart, oldLines: oldLine - oldStart + size, newStart, newLines: newLine - newStart + size, lines: range };
        if (i >= changes.length - 2 && lines.length <= CONTEXT) {
          // The end of the file is inside this hunk.
          const oldEndsLine = before.endsWith('\n');
          const newEndsLine = after.endsWith('\n');
          const beforeAdds = lines.length === 0 && range.length > hunk.oldLines;
          if (!oldEndsLine && beforeAdds && before.length > 0) range.splice(hunk.oldLines, 0, NO_NEWLINE);
          if ((!oldEndsLine && !beforeAdds) || !newEndsLine) range.push(NO_NEWLINE);
        }
        hunks.push(hunk);
        oldStart = 0;
        newStart = 0;
        range = [];
      }
    }
    oldLine += lines.length;
    newLine += lines.length;
  });
  return hunks;
}

/** A unified diff with `a/` and `b/` paths, as git prints it; line terminators are shown as they are. */
export function unifiedDiff(relPath: string, before: string, after: string, colors: DiffColors = plain): string {
  const out: string[] = [colors.header(`--- a/${relPath}`), colors.header(`+++ b/${relPath}`)];
  for (const h of diffHunks(before, after)) {
    out.push(colors.hunk(`@@ -${h.oldStart},${h.oldLines} +${h.newStart},${h.newLines} @@`));
    for (const line of h.lines) {
      if (line.startsWith('+')) out.push(colors.added(line));
      else if (line.startsWith('-')) out.push(colors.removed(line));
      else out.push(line);
    }
  }
  return out.join('\n') + '\n';
}
