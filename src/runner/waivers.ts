import { IGNORE_WORD } from '../edit/markers';

/** How an unused `cf-codemod-ignore` comment is told, in every report format. */
export const UNUSED_WAIVER = 'unused cf-codemod-ignore: it waives no finding (remove it)';

/** A `cf-codemod-ignore` comment that waives no finding of the run. */
export interface UnusedWaiver {
  /** Relative to the current directory, with `/` (as findings' paths). */
  path: string;
  line: number;
  column: number;
}

/**
 * The `cf-codemod-ignore` comments of a code file's text, 1-based line and column, told from the
 * word in a string or in prose by what precedes it on its line: `//` or `/*`, or a line of a block
 * comment (starting with `*`). A string holding `// cf-codemod-ignore` would be taken for one.
 */
export function waiverComments(text: string): Array<{ line: number; column: number }> {
  if (!text.includes(IGNORE_WORD)) return [];
  const out: Array<{ line: number; column: number }> = [];
  text.split('\n').forEach((line, i) => {
    const at = line.indexOf(IGNORE_WORD);
    if (at < 0) return;
    const before = line.slice(0, at);
    if (before.includes('//') || before.includes('/*') || before.trimStart().startsWith('*')) out.push({ line: i + 1, column: at + 1 });
  });
  return out;
}

/**
 * The waiver comments of `text` no finding used (`used`: the lines whose comment waived one), as
 * ESLint reports unused disable directives: a waiver left behind once its call was migrated would
 * silently waive the next finding on that line.
 */
export function unusedWaivers(text: string, used: ReadonlySet<number>, path: string): UnusedWaiver[] {
  return waiverComments(text).filter((w) => !used.has(w.line)).map((w) => ({ path, ...w }));
}
