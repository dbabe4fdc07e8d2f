import { diffArrays } from 'diff';

const BOM = '\uFEFF';

/**
 * Splits text into lines that keep their own terminators (`\r\n`, `\n`, `\r`, U+2028, U+2029, or
 * none at the end). U+2028 and U+2029 count because JavaScript (and recast, when it prints) treats
 * them as line breaks: a file that holds one inside a template literal must get it back unchanged.
 */
export function splitLinesKeepEnds(text: string): string[] {
  const lines = text.match(/[^\r\n\u2028\u2029]*(?:\r\n|[\r\n\u2028\u2029]|$)/g) ?? [];
  if (lines.length > 0 && lines[lines.length - 1] === '') lines.pop();
  return lines;
}

const TERMINATOR = /(?:\r\n|[\r\n\u2028\u2029])$/;
const stripEnd = (line: string): string => line.replace(TERMINATOR, '');
const terminatorOf = (line: string): string => line.slice(stripEnd(line).length);
const indentOf = (line: string): string => /^[ \t]*/.exec(line)![0];

/** What two lines must share to count as the same line: everything but indentation and terminator. */
const lineKey = (line: string): string => stripEnd(line).slice(indentOf(line).length);

/** The width of an indentation in columns (recast expands tabs with its default tab width, 4). */
function indentWidth(indent: string, tabWidth = 4): number {
  let width = 0;
  for (const c of indent) width = c === '\t' ? width + tabWidth - (width % tabWidth) : width + 1;
  return width;
}

/** The line terminator most lines of the text use; LF when there is none. */
export function dominantLineTerminator(text: string): '\n' | '\r\n' | '\r' {
  let crlf = 0;
  let lf = 0;
  let cr = 0;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (c === 13) {
      if (text.charCodeAt(i + 1) === 10) {
        crlf++;
        i++;
      } else cr++;
    } else if (c === 10) lf++;
  }
  if (crlf > lf && crlf >= cr) return '\r\n';
  if (cr > lf && cr > crlf) return '\r';
  return '\n';
}

export function stripBom(text: string): { text: string; bom: boolean } {
  return text.startsWith(BOM) ? { text: text.slice(1), bom: true } : { text, bom: false };
}

export const addBom = (text: string, bom: boolean): string => (bom ? BOM + text : text);

/**
 * A line the edit produced in place of an original line (same position in a changed block of the
 * same size): it keeps the original's terminator, and its indentation when the printer only
 * re-expressed the same width (tabs expanded to spaces).
 */
function replacementLine(originalLine: string, editedLine: string): string {
  const content = stripEnd(editedLine);
  const editedEnd = terminatorOf(editedLine);
  const end = editedEnd === '' ? '' : terminatorOf(originalLine) || editedEnd;
  const oldIndent = indentOf(originalLine);
  const newIndent = indentOf(content);
  const indent = newIndent !== oldIndent && indentWidth(newIndent) === indentWidth(oldIndent) ? oldIndent : newIndent;
  return indent + content.slice(newIndent.length) + end;
}

/**
 * Puts the original bytes back wherever the printer did not change a line: a line whose content is
 * unchanged keeps its own indentation and terminator (mixed CRLF/LF files, tabs and U+2028 survive),
 * and only lines the edit produced come from the printer. A block of edited lines that replaces as
 * many original lines keeps their terminators. `edited` must already use the file's dominant
 * terminator for new lines.
 */
export function keepOriginalLines(original: string, edited: string): string {
  if (original === edited) return original;
  const before = splitLinesKeepEnds(original);
  const after = splitLinesKeepEnds(edited);
  const parts = diffArrays(before.map(lineKey), after.map(lineKey));
  let out = '';
  let i = 0;
  let k = 0;
  for (let p = 0; p < parts.length; p++) {
    const part = parts[p];
    const n = part.count ?? part.value.length;
    if (part.added || part.removed) {
      // A changed block: the removed and added runs that sit next to each other.
      const next = parts[p + 1];
      const pairedWith = next && (next.added || next.removed) && next.added !== part.added ? next : undefined;
      const removed = part.removed ? n : pairedWith ? (pairedWith.count ?? pairedWith.value.length) : 0;
      const added = part.added ? n : pairedWith ? (pairedWith.count ?? pairedWith.value.length) : 0;
      if (pairedWith) p++;
      for (let m = 0; m < added; m++) {
        out += added === removed ? replacementLine(before[i + m], after[k + m]) : after[k + m];
      }
      i += removed;
      k += added;
    } else {
      for (let m = 0; m < n; m++) {
        const originalLine = before[i + m];
        const editedLine = after[k + m];
        // The last original line may lack a terminator while the edited text goes on after it.
        const needsEnd = terminatorOf(originalLine) === '' && terminatorOf(editedLine) !== '';
        out += needsEnd ? originalLine + terminatorOf(editedLine) : originalLine;
      }
      i += n;
      k += n;
    }
  }
  return out;
}
