/**
 * Edits inside string and template literals that keep the literal's own quoting and escapes: the
 * change is made in the raw text too, so recast prints exactly the original characters around it.
 * Only for replacements whose text needs no escaping (URL fragments, identifiers, digits).
 */

/** The text of a string literal or of one template quasi, or undefined for any other node. */
export function literalText(node: any): string | undefined {
  if (!node) return undefined;
  if (node.type === 'StringLiteral' || (node.type === 'Literal' && typeof node.value === 'string')) return node.value;
  if (node.type === 'TemplateElement') return node.value.cooked ?? node.value.raw;
  return undefined;
}

/** Whether a string literal is written as its plain text between the quotes (no escapes), or has no raw text at all. */
const writtenPlain = (node: any): boolean => node.extra?.raw === undefined || node.extra.raw.slice(1, -1) === node.value;

/**
 * Gives a string literal new text. Written plainly, it keeps its quotes (the raw text is edited too);
 * written with escapes, it loses its raw text and is printed from its value.
 */
function setStringText(node: any, next: string): void {
  const raw: string | undefined = node.extra?.raw;
  const plain = raw !== undefined && writtenPlain(node);
  node.value = next;
  node.extra = plain ? { ...node.extra, rawValue: next, raw: raw[0] + next + raw[raw.length - 1] } : undefined;
  if (plain) noteEdited(node);
}

/** Replaces every match of `pattern` in a string literal or template quasi; returns whether it changed. */
export function replaceInLiteral(node: any, pattern: RegExp, replacement: string): boolean {
  const text = literalText(node);
  if (text === undefined) return false;
  const global = new RegExp(pattern.source, pattern.flags.includes('g') ? pattern.flags : pattern.flags + 'g');
  const next = text.replace(global, replacement);
  if (next === text) return false;
  if (node.type === 'TemplateElement') node.value = { raw: node.value.raw.replace(global, replacement), cooked: next };
  // The pattern runs on the text between the quotes (so `$` means the end of the string, not the closing quote).
  else setStringText(node, next);
  return true;
}

/**
 * Replaces `length` characters at `index` of a string literal's or template quasi's text; only when
 * its raw text is its text (no escapes), so the index means the same in both. Returns whether it changed.
 */
export function spliceLiteral(node: any, index: number, length: number, replacement: string): boolean {
  if (node.type === 'TemplateElement') {
    const { raw, cooked } = node.value;
    if (raw !== cooked) return false;
    const next = raw.slice(0, index) + replacement + raw.slice(index + length);
    node.value = { raw: next, cooked: next };
    return true;
  }
  if (!writtenPlain(node)) return false;
  setStringText(node, node.value.slice(0, index) + replacement + node.value.slice(index + length));
  return true;
}

/** Sets a numeric or string literal to a new value, keeping its notation (decimal, hex, quotes). */
export function setLiteralValue(node: any, value: number | string): void {
  if (typeof value === 'number') {
    const raw: string = node.extra?.raw ?? String(node.value);
    const hex = /^0x/i.test(raw);
    const text = hex ? `0x${value.toString(16)}` : String(value);
    node.value = value;
    node.extra = { rawValue: value, raw: text };
    return;
  }
  const raw: string | undefined = node.extra?.raw;
  const quote = raw && (raw[0] === '"' || raw[0] === "'") ? raw[0] : "'";
  node.value = value;
  node.extra = { rawValue: value, raw: `${quote}${value}${quote}` };
  noteEdited(node);
}

/**
 * String literals of a file's source given new text (with their raw text) since its tree was last
 * printed, kept per file: by the source lines recast's parse puts on every node's `loc`, so a file
 * whose tree is dropped (it failed, or nothing changed) takes its entry with it and no other file
 * ever sees it. A node with no such lines is not from a parsed source: there is nothing to keep.
 */
const edited = new WeakMap<object, Set<EditedLiteral>>();

/** What these edits leave on a string literal, as keepEditedLiteralQuotes reads it. */
interface EditedLiteral {
  type: string;
  value: unknown;
  extra?: { raw?: unknown; rawValue?: unknown };
  /** The node as parsed (recast keeps it to compare with when printing). */
  original?: { value: unknown };
  /** recast's parse puts the file's source lines on every node's location. */
  loc?: { lines?: object } | null;
}

function noteEdited(node: EditedLiteral): void {
  const lines = node.loc?.lines;
  if (!lines) return;
  let set = edited.get(lines);
  if (!set) edited.set(lines, (set = new Set()));
  set.add(node);
}

/**
 * recast prints every string literal it reprints with the file's preferred quote and ignores the
 * raw text the edits above keep. The literals of `ast`'s source those edits changed are turned into
 * ESTree `Literal`s, which recast prints from the raw text: `"…"` stays `"…"` and escapes stay as
 * written. Called once per file, right before printing its tree.
 */
export function keepEditedLiteralQuotes(ast: { loc?: { lines?: object } | null }): void {
  const lines = ast.loc?.lines;
  const set = lines && edited.get(lines);
  if (!set) return;
  edited.delete(lines);
  for (const n of set) {
    const raw = n.extra?.raw;
    if (n.type !== 'StringLiteral' || typeof raw !== 'string' || n.extra?.rawValue !== n.value) continue;
    // Only literals of the source: a new node's raw text comes from whatever built it (JSON.stringify …).
    if (!n.original || n.original.value === n.value) continue;
    n.type = 'Literal';
  }
}

/** A comment, a template literal or a string literal of one line, in source text. */
const TOKENS = /\/\/[^\n]*|\/\*[\s\S]*?\*\/|`(?:\\[\s\S]|[^\\`])*`|'(?:\\.|[^\\'\n])*'|"(?:\\.|[^\\"\n])*"/g;

/**
 * The quote most of the file's string literals open with (single when as many use each), so that new
 * literals look like their neighbours: the one rule for the literals recast prints anew (the runner's
 * `quote`) and for code built as text (`quoted`). Quotes in comments and template literals do not count.
 */
export function fileQuote(source: string): "'" | '"' {
  // Asked once per edit with the same file text: counted once (a count per edit grew with the square of the file, issue 31).
  if (source === lastSource) return lastQuote;
  let single = 0;
  let double = 0;
  for (const [token] of source.matchAll(TOKENS)) {
    if (token[0] === "'") single++;
    else if (token[0] === '"') double++;
  }
  lastSource = source;
  lastQuote = double > single ? '"' : "'";
  return lastQuote;
}

let lastSource: string | undefined;
let lastQuote: "'" | '"' = "'";

/** A string literal's source text in the quote the file mostly uses (for code built as text). */
export function quoted(source: string, value: string): string {
  return fileQuote(source) === '"' ? JSON.stringify(value) : `'${value.replace(/\\/g, '\\\\').replace(/'/g, "\\'")}'`;
}
