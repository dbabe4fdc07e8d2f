import { diffPieces } from './line-diff';
import { parseToCheck } from '../parse/parse';

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

/** Whether two indentations are as wide for some tab width (recast expands tabs with the width it guesses per file). */
const sameWidthAnyTab = (a: string, b: string): boolean =>
  a === b || [1, 2, 3, 4, 5, 6, 7, 8].some((w) => indentWidth(a, w) === indentWidth(b, w));

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

/** The tab width recast reads a file with (its default, which the parse keeps): indentation widths of printed lines count in it. */
const RECAST_TAB_WIDTH = 4;

/** Whether more of the indented lines of a text start with a tab than with a space. */
function isTabIndented(lines: string[]): boolean {
  let tabs = 0;
  let spaces = 0;
  for (const line of lines) {
    if (line[0] === '\t') tabs++;
    else if (line[0] === ' ' && stripEnd(line).trim() !== '') spaces++;
  }
  return tabs > spaces;
}

/**
 * A line the printer wrote (an inserted property, a review marker) in a tab-indented file: recast
 * indents new lines with spaces (each tab counted as `RECAST_TAB_WIDTH` columns); they get the
 * file's tabs for the same width, and spaces only for what is left over (an alignment).
 */
function withFileIndent(line: string, tabIndented: boolean): string {
  const indent = indentOf(line);
  if (!tabIndented || indent === '' || indent.includes('\t')) return line;
  const width = indent.length;
  return '\t'.repeat(Math.floor(width / RECAST_TAB_WIDTH)) + ' '.repeat(width % RECAST_TAB_WIDTH) + line.slice(indent.length);
}

/**
 * Puts the original bytes back wherever the printer did not change a line: a line whose content is
 * unchanged keeps its own indentation and terminator (mixed CRLF/LF files, tabs and U+2028 survive),
 * and only lines the edit produced come from the printer. A block of edited lines that replaces as
 * many original lines keeps their terminators. `edited` must already use the file's dominant
 * terminator for new lines. In a tab-indented file, the lines the printer wrote are indented with tabs.
 */
export function keepOriginalLines(original: string, edited: string, filePath?: string): string {
  kept = undefined;
  if (original === edited) return original;
  const before = splitLinesKeepEnds(original);
  const after = splitLinesKeepEnds(edited);
  const parts = diffPieces(before.map(lineKey), after.map(lineKey));
  const tabIndented = isTabIndented(before);
  // The same lines without tabs for the printer's indentation, kept in case tabs would change the program.
  let printerIndent = '';
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
        const line = added === removed ? replacementLine(before[i + m], after[k + m]) : after[k + m];
        printerIndent += line;
        out += withFileIndent(line, tabIndented);
      }
      i += removed;
      k += added;
    } else {
      for (let m = 0; m < n; m++) {
        const originalLine = before[i + m];
        const editedLine = after[k + m];
        // Lines match whatever their indentation: after a deletion the diff may pair a printed `}`
        // with another `}` of the original (the deleted loop's). Its width is the printer's then.
        if (!sameWidthAnyTab(indentOf(originalLine), indentOf(editedLine))) {
          const line = replacementLine(originalLine, editedLine);
          printerIndent += line;
          out += withFileIndent(line, tabIndented);
          continue;
        }
        // The last original line may lack a terminator while the edited text goes on after it.
        const needsEnd = terminatorOf(originalLine) === '' && terminatorOf(editedLine) !== '';
        const line = needsEnd ? originalLine + terminatorOf(editedLine) : originalLine;
        printerIndent += line;
        out += line;
      }
      i += n;
      k += n;
    }
  }
  return out === printerIndent || !filePath || sameIndentedProgram(out, printerIndent, filePath) ? out : printerIndent;
}

/**
 * Whether tabs put in place of the printer's spaces left the program as it was: a line the printer
 * wrote inside a multi-line template literal has its indentation in the string's value.
 */
function sameIndentedProgram(withTabs: string, withSpaces: string, filePath: string): boolean {
  const a = parseTree(withTabs, filePath);
  const b = parseTree(withSpaces, filePath);
  const same = !!a && !!b && sameProgram(a, b);
  if (same) kept = { code: withTabs, filePath, tree: a };
  return same;
}

type CheckTree = ReturnType<typeof parseToCheck>;

/**
 * The tree of the text keepOriginalLines last returned, when it parsed that text to choose it: the
 * process parses that same text next (revertCosmetic's target), and a parse of a whole output was the
 * larger part of the check. Held from one call to the next only; nothing edits these trees.
 */
let kept: { code: string; filePath: string; tree: CheckTree } | undefined;

/** The tree of `code`, reusing the one keepOriginalLines parsed (once, and only for the same text and path). */
function parsedAgain(code: string, filePath: string): CheckTree | undefined {
  const held = kept;
  kept = undefined;
  return held && held.code === code && held.filePath === filePath ? held.tree : parseTree(code, filePath);
}

/** The Babel tree of a file's code (module first, then script), or undefined when it does not parse. */
function parseTree(code: string, filePath: string): any {
  try {
    return parseToCheck(code, filePath);
  } catch {
    return undefined;
  }
}

/** Keys that hold positions, raw text, parentheses and comment attachment: how code is written, not what it is. */
const PRESENTATION_KEYS = new Set([
  'loc', 'start', 'end', 'range', 'extra', 'comments', 'leadingComments', 'trailingComments', 'innerComments', 'tokens', 'errors',
]);

/**
 * Whether two Babel trees are the same program: equal nodes and values, and the same comments in the
 * same order (a review marker is a comment), whatever the positions, parentheses, semicolons or quotes.
 * Iterative, so that very deep trees (long concatenations in minified code) do not exhaust the stack.
 */
export function sameProgram(a: any, b: any): boolean {
  const comments = (file: any) => (file.comments ?? []).map((c: any) => `${c.type}:${c.value}`).join('\u0000');
  if (comments(a) !== comments(b)) return false;
  const stack: Array<[any, any]> = [[a.program, b.program]];
  while (stack.length > 0) {
    const [x, y] = stack.pop()!;
    if (x === y) continue;
    if (typeof x !== 'object' || typeof y !== 'object' || x === null || y === null) {
      if (!(Number.isNaN(x) && Number.isNaN(y))) return false;
      continue;
    }
    if (Array.isArray(x) !== Array.isArray(y)) return false;
    if (Array.isArray(x)) {
      if (x.length !== y.length) return false;
      for (let i = 0; i < x.length; i++) stack.push([x[i], y[i]]);
      continue;
    }
    const keys = new Set([...Object.keys(x), ...Object.keys(y)]);
    for (const key of keys) if (!PRESENTATION_KEYS.has(key)) stack.push([x[key], y[key]]);
  }
  return true;
}

type LineChange = { value: string[]; count?: number; added?: boolean; removed?: boolean };
const allBlank = (lines: string[]): boolean => lines.every((l) => isBlankLine(l) && l === lines[0]);
const isBlankLine = (line: string): boolean => /^[ \t]*(?:\r\n|[\r\n\u2028\u2029])?$/.test(line);

/**
 * Identical blank lines can be matched either way. When a statement and the blank line after it are
 * deleted between other blank lines, the diff may keep the blank line next to the statement and
 * report a lone blank line removed further down: a block on its own, which would then be "reverted"
 * as cosmetic and leave a doubled blank line. A run of removed (or added) blank lines separated from
 * a removal (or addition) only by the same blank lines is slid next to it, so they form one block.
 */
export function slideBlankLines<T extends LineChange>(parts: T[]): T[] {
  const out = parts.map((p) => ({ ...p, value: [...p.value] }));
  const kind = (p: T | undefined) => (p ? (p.added ? 'added' : p.removed ? 'removed' : 'same') : undefined);
  for (let i = 0; i + 2 < out.length; i++) {
    const [a, b, c] = [out[i], out[i + 1], out[i + 2]];
    if (kind(b) !== 'same' || kind(a) === 'same' || kind(a) !== kind(c) || !allBlank([...b.value, ...c.value])) continue;
    // a (change) · b (kept blanks) · c (changed blanks) → a + c · b
    a.value.push(...c.value);
    a.count = a.value.length;
    out.splice(i + 2, 1);
  }
  for (let i = out.length - 3; i >= 0; i--) {
    const [a, b, c] = [out[i], out[i + 1], out[i + 2]];
    if (kind(b) !== 'same' || kind(c) === 'same' || kind(a) !== kind(c) || !allBlank([...a.value, ...b.value])) continue;
    // a (changed blanks) · b (kept blanks) · c (change) → b · a + c
    c.value.unshift(...a.value);
    c.count = c.value.length;
    out.splice(i, 1);
  }
  return out;
}

/** The most parses spent on one file looking for cosmetic reprints. */
const MAX_CHECKS = 150;
/** Up to this many blocks left after the one-by-one pass are tried in every pair; more, only neighbours. */
const MAX_PAIRED = 8;
/** Tokens between an inserted semicolon, parenthesis or space and the edit for it to count as a reprint. */
const NEAR = 12;

interface Block {
  original: string[];
  edited: string[];
  /** A block whose two sides are equal, or a changed block put back to its original text. */
  keepOriginal: boolean;
}

/** The blocks of a diff between two lists of pieces (lines, or tokens of a line). */
function blocksOf(before: string[], after: string[]): Block[] {
  const blocks: Block[] = [];
  let i = 0;
  let k = 0;
  for (const part of diffPieces(before, after)) {
    const n = part.count ?? part.value.length;
    const last = blocks[blocks.length - 1];
    if (!part.added && !part.removed) {
      const same = before.slice(i, i + n);
      blocks.push({ original: same, edited: same, keepOriginal: true });
      i += n;
      k += n;
      continue;
    }
    const block = last && last.original !== last.edited ? last : { original: [], edited: [], keepOriginal: false };
    if (block !== last) blocks.push(block);
    if (part.removed) {
      block.original = [...block.original, ...before.slice(i, i + n)];
      i += n;
    } else {
      block.edited = [...block.edited, ...after.slice(k, k + n)];
      k += n;
    }
  }
  return blocks;
}

/** A changed block whose edited side starts with new `//` comment lines, split into those lines and the rest. */
function splitNewComments(b: Block): Block[] {
  if (b.keepOriginal || b.original.length === 0) return [b];
  const known = new Set(b.original.map((line) => line.trim()));
  let n = 0;
  while (n < b.edited.length - 1 && b.edited[n].trim().startsWith('//') && !known.has(b.edited[n].trim())) n++;
  if (n === 0) return [b];
  return [
    { original: [], edited: b.edited.slice(0, n), keepOriginal: false },
    { original: b.original, edited: b.edited.slice(n), keepOriginal: false },
  ];
}

const joinBlocks = (blocks: Block[]): string => blocks.map((b) => (b.keepOriginal ? b.original : b.edited).join('')).join('');

/** Words, runs of whitespace and single other characters: the pieces a line is compared in. */
const tokensOf = (text: string): string[] => text.match(/\w+|\s+|[^\w\s]/gu) ?? [];

/**
 * Puts original text back over every change the printer made without changing the program. recast
 * reprints some untouched statements when it prints a file (adding semicolons or parentheses, moving
 * a comment, joining lines), far from the edit, or elsewhere on the one line of a minified file. A
 * changed block of lines (then, within the lines still changed, semicolons, parentheses and spaces
 * the printer inserted) is put back when
 * the file, so reverted, still parses to the same program and comments as the edited one; blocks
 * are tried one by one, then in pairs (parentheses open and close in different blocks). Blocks that
 * hold the edit (or a review marker) differ in the tree and stay as printed.
 */
export function revertCosmeticChanges(original: string, edited: string, filePath: string): string {
  return revertCosmetic(original, edited, filePath).text;
}

/** The words of code (names, numbers, string contents) and its operators, comments left out, as a sorted multiset. */
function wordsOf(pieces: string[]): string {
  // A line comment starts a line or follows a space or punctuation; `//` after a colon is a URL's
  // (`https://…`), whose words are the edit's more often than not.
  const code = pieces.join('').replace(/\/\*[\s\S]*?\*\//g, ' ').replace(/(^|[\s;,(){}[\]])\/\/[^\n]*/g, '$1 ');
  // Operators count too: a reprint never adds a `?` or a `!` (`locked: boolean` → `locked?: boolean`
  // is an edit, with the same words).
  return (code.match(/[\p{L}\p{N}_$]+|[?!<>=+\-*/%&|^~:@#.]/gu) ?? []).sort().join(' ');
}

/**
 * Whether putting a group of blocks back could give the same program: a reprint moves punctuation,
 * spaces, parentheses and comments, never a name, a number, an operator or the words of a string. A group whose
 * words differ is the edit itself, so it is not worth a parse. (Escapes can spell the same string
 * with other words: a group holding a backslash is always tried.)
 */
function mayBeCosmetic(group: Block[]): boolean {
  const original = group.flatMap((b) => b.original);
  const edited = group.flatMap((b) => b.edited);
  if ([...original, ...edited].some((piece) => piece.includes('\\'))) return true;
  return wordsOf(original) === wordsOf(edited);
}

/**
 * `revertCosmeticChanges`, also telling whether the text it returns is known to parse: every text it
 * settles on was parsed on the way (the edited text, or a revert that parsed to the same program).
 */
export function revertCosmetic(original: string, edited: string, filePath: string): { text: string; parses: boolean } {
  if (original === edited) {
    kept = undefined;
    return { text: edited, parses: false };
  }
  const target = parsedAgain(edited, filePath);
  if (!target) return { text: edited, parses: false };
  let checks = 0;
  const revertWhereSame = (blocks: Block[], mayRevert: (b: Block) => boolean = () => true): void => {
    const tryReverting = (group: Block[]): void => {
      if (checks >= MAX_CHECKS || !mayBeCosmetic(group)) return;
      checks++;
      for (const b of group) b.keepOriginal = true;
      const tree = parseTree(joinBlocks(blocks), filePath);
      if (!tree || !sameProgram(tree, target)) for (const b of group) b.keepOriginal = false;
    };
    const changed = () => blocks.filter((b) => !b.keepOriginal && mayRevert(b));
    for (const block of changed()) tryReverting([block]);
    const rest = changed();
    for (let x = 0; x < rest.length; x++) {
      const last = rest.length <= MAX_PAIRED ? rest.length : Math.min(x + 2, rest.length);
      for (let y = x + 1; y < last && !rest[x].keepOriginal; y++) if (!rest[y].keepOriginal) tryReverting([rest[x], rest[y]]);
    }
  };

  // Lines first; a block that replaces as many lines as it removes is tried line by line, since the
  // edit and a reprinted neighbour often sit on adjacent lines. Line comments a block starts with that
  // its original lacks (review markers) are a block of their own: recast reprints the statement a
  // marker was put on (`if (x) y();` over two lines), and that reprint alone can then go back.
  const lines = blocksOf(splitLinesKeepEnds(original), splitLinesKeepEnds(edited))
    .flatMap(splitNewComments)
    .flatMap((b): Block[] =>
      b.keepOriginal || b.original.length !== b.edited.length || b.original.length === 1
        ? [b]
        : b.original.map((line, m) => ({ original: [line], edited: [b.edited[m]], keepOriginal: false })),
    );
  // A block that only adds or drops lines (blank ones too) is the edit's own doing, not a reprint.
  const hasText = (pieces: string[]) => pieces.join('').trim() !== '';
  revertWhereSame(lines, (b) => hasText(b.original) && hasText(b.edited));
  if (lines.every((b) => b.keepOriginal)) return { text: joinBlocks(lines), parses: true };
  // Then tokens, within the lines still changed: only what the printer inserted on its own
  // (semicolons, parentheses, spaces), never a piece of the edit (a comma it removed, say).
  const tokens = lines.flatMap((b) =>
    b.keepOriginal ? [b] : blocksOf(tokensOf(b.original.join('')), tokensOf(b.edited.join(''))),
  );
  const inserted = (b: Block) => !b.keepOriginal && b.original.length === 0 && /^[\s;()]+$/.test(b.edited.join(''));
  // ... and only far from any other change: spaces and parentheses next to the edit belong to it.
  const at: number[] = [];
  let position = 0;
  for (const b of tokens) {
    at.push(position);
    position += b.original === b.edited && b.original.some((piece) => piece.includes('\n')) ? NEAR + 1 : Math.max(b.original.length, b.edited.length);
  }
  const edits = tokens.flatMap((b, n) => (!b.keepOriginal && !inserted(b) ? [at[n]] : []));
  // A semicolon the printer put at the end of a line is never the edit's, however near: recast
  // reprints a whole `return` statement when anything inside it changed, and ends it with `;` in a
  // file written without semicolons.
  const endsLine = (n: number): boolean => {
    const next = tokens[n + 1];
    return !next || /^[ \t]*(?:\r\n|[\r\n\u2028\u2029]|$)/.test((next.keepOriginal ? next.original : next.edited).join(''));
  };
  const closesLine = (b: Block, n: number): boolean => inserted(b) && b.edited.join('') === ';' && endsLine(n);
  const eligible = new Set(tokens.filter((b, n) => closesLine(b, n) || (inserted(b) && edits.every((e) => Math.abs(e - at[n]) > NEAR))));
  revertWhereSame(tokens, (b) => eligible.has(b));
  return { text: joinBlocks(tokens), parses: true };
}
