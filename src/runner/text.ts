import { diffArrays } from 'diff';

const BOM = '\uFEFF';

/** Splits text into lines that keep their own terminators (`\r\n`, `\n`, `\r`, or none at the end). */
export function splitLinesKeepEnds(text: string): string[] {
  const lines = text.match(/[^\r\n]*(?:\r\n|\n|\r|$)/g) ?? [];
  if (lines.length > 0 && lines[lines.length - 1] === '') lines.pop();
  return lines;
}

const stripEnd = (line: string): string => line.replace(/(?:\r\n|\n|\r)$/, '');

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
 * Puts the original bytes back wherever the printer did not change a line: a line whose content is
 * unchanged keeps its own terminator (mixed CRLF/LF files survive), and only lines the edit produced
 * come from the printer. `edited` must already use the file's dominant terminator for new lines.
 */
export function keepOriginalLines(original: string, edited: string): string {
  if (original === edited) return original;
  const before = splitLinesKeepEnds(original);
  const after = splitLinesKeepEnds(edited);
  const parts = diffArrays(before.map(stripEnd), after.map(stripEnd));
  let out = '';
  let i = 0;
  let k = 0;
  for (const part of parts) {
    const n = part.count ?? part.value.length;
    if (part.added) {
      for (let m = 0; m < n; m++) out += after[k + m];
      k += n;
    } else if (part.removed) {
      i += n;
    } else {
      for (let m = 0; m < n; m++) {
        const originalLine = before[i + m];
        const editedLine = after[k + m];
        // The last original line may lack a terminator while the edited text goes on after it.
        const needsEnd = !/[\r\n]$/.test(originalLine) && /[\r\n]$/.test(editedLine);
        out += needsEnd ? originalLine + editedLine.slice(stripEnd(editedLine).length) : originalLine;
      }
      i += n;
      k += n;
    }
  }
  return out;
}
