/**
 * recast hands the parser a copy of the source whose leading whitespace has tabs expanded (tab width
 * 4), so tree columns on tab-indented lines are not columns of the file. These helpers map them back.
 */
export const RECAST_TAB_WIDTH = 4;

/** Line terminators as recast and Babel count lines. */
export const LINE_TERMINATOR = /\r\n|\r(?!\n)|\n|\u2028|\u2029/;

export function sourceLines(source: string): string[] {
  return source.split(LINE_TERMINATOR);
}

const SEPARATOR = /[\u2028\u2029]/;
const TERMINATORS = new RegExp(LINE_TERMINATOR.source, 'g');

/**
 * recast's copy of `source` (the text it hands the parser) with the file's own U+2028 and U+2029 put
 * back. recast splits the file into lines on them as on newlines, then joins its copy with "\n" (os.EOL): a
 * separator inside a string literal, valid since ES2019, became a newline there, and Babel rightly
 * read an unterminated string. Each is one character, and Babel starts a line at
 * each as recast does, so the copy's positions stay those recast counts.
 */
export function withOwnSeparators(copy: string, source: string): string {
  if (!SEPARATOR.test(source)) return copy;
  const own = source.match(TERMINATORS) ?? [];
  const copied = copy.match(TERMINATORS) ?? [];
  if (copied.length !== own.length) return copy; // not a copy of this source: left as it is
  let i = 0;
  return copy.replace(TERMINATORS, (t) => (SEPARATOR.test(own[i++]) ? own[i - 1] : t));
}

/** The 0-based column in the original line for a 0-based column of recast's tab-expanded line. */
export function originalColumn(line: string, expandedColumn: number, tabWidth = RECAST_TAB_WIDTH): number {
  const leading = /^\s*/.exec(line)![0];
  let width = 0;
  for (let i = 0; i < leading.length; i++) {
    if (width >= expandedColumn) return i;
    const c = leading.charCodeAt(i);
    if (c === 9) width = width % tabWidth === 0 ? width + tabWidth : Math.ceil(width / tabWidth) * tabWidth;
    else if (c === 11 || c === 12 || c === 13 || c === 0xfeff) continue;
    else width++;
  }
  return leading.length + Math.max(0, expandedColumn - width);
}
