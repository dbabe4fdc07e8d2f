import type { ArrayExpression, ASTPath, File, Node, ObjectExpression } from 'jscodeshift';
import { fieldsOf, isNodeValue, type NodeFields } from '../ast/fields';
import { spanOf, type Span } from '../ast/span';
import type { TransformContext } from '../types';
import { parseForEdit } from '../parse/parse';
import { isProperty, keyName, unwrap, type MaybeNode } from '../ast/syntax';
import { pathOfNode } from '../ast/node-index';
import { RECAST_TAB_WIDTH } from '../parse/positions';

/**
 * Edits made on the text a node is written in, then parsed back: recast reprints a node generically
 * as soon as one of its lists changes length (an object loses or gains a property), which puts every
 * property on its own line, drops the trailing comma and adds blank lines around multi-line
 * neighbours. Editing the original text instead keeps everything else byte for byte: a one-line
 * object stays on one line, comments and commas stay where they were.
 *
 * Offsets are those of the text the node was parsed from: the file (`source`) for nodes of the
 * file, the snippet for nodes that an earlier edit put in (remembered here).
 *
 * The edits of object and array entries every transform needs live here too: removing properties
 * (`removePropertiesEdits`, applied by `dropProperties`) or array elements (`dropElements`), and
 * putting a property before another (`insertBeforeEdit`).
 */
export interface TextEdit {
  start: number;
  end: number;
  text: string;
}

const snippetSource = new WeakMap<object, string>();

const parsedTexts = new WeakMap<object, string>();
/** The parser's copy of a file's or snippet's text, by that text (the last few: a run edits one file at a time). */
const copies = new Map<string, string>();

/**
 * The text the parser was given for a node's file or snippet. recast does not hand the parser the
 * text itself: it expands tabs in leading whitespace (tab width 4) and joins lines with its own line
 * terminator, so on a tab-indented or CRLF file the node offsets are offsets of that copy, not of
 * the file. The copy is rebuilt the way recast builds it, from the node's `loc.lines`; or, for a node
 * recast gave no `loc` (the declaration of an `export`, whose loc recast nulls so that it is never
 * reprinted without its `export`), from the text it was parsed from (`raw`: the file, or the snippet).
 */
function parsedText(node: Node, raw: string): string {
  const lines = (node.loc as { lines?: { toString(options: object): string } } | null | undefined)?.lines;
  if (lines && typeof lines.toString === 'function') {
    let text = parsedTexts.get(lines);
    if (text === undefined) {
      text = String(lines.toString(PARSER_COPY));
      parsedTexts.set(lines, text);
    }
    return text;
  }
  let text = copies.get(raw);
  if (text === undefined) {
    const { fromString } = require('recast/lib/lines') as typeof import('recast/lib/lines');
    text = fromString(raw, { tabWidth: RECAST_TAB_WIDTH }).toString(PARSER_COPY);
    if (copies.size >= 8) copies.delete(copies.keys().next().value as string);
    copies.set(raw, text);
  }
  return text;
}

/** How recast's parse turns a text into the parser's copy (lib/parser.js). */
const PARSER_COPY = { tabWidth: RECAST_TAB_WIDTH, reuseWhitespace: false, useTabs: false };

/**
 * The text a node was parsed from (recast's copy of the file or of a snippet an earlier edit put in,
 * see parsedText), and its range there; undefined for nodes built in code.
 */
export function writtenText(node: Node | null | undefined, fileSource: string): { source: string; start: number; end: number } | undefined {
  const span = spanOf(node);
  if (!node || !span) return undefined;
  return { source: parsedText(node, snippetSource.get(node) ?? fileSource), start: span.start, end: span.end };
}

/** The code of a node as written. */
export function codeOf(node: Node | null | undefined, fileSource: string): string | undefined {
  const w = writtenText(node, fileSource);
  return w && w.source.slice(w.start, w.end);
}

function remember(value: unknown, source: string, seen = new Set<object>()): void {
  if (!value || typeof value !== 'object' || seen.has(value)) return;
  seen.add(value);
  const node = fieldsOf(value);
  if (typeof node.type === 'string') snippetSource.set(node, source);
  for (const key of Object.keys(node)) {
    if (key === 'loc' || key === 'original' || key === 'tokens' || key === 'comments') continue;
    remember(node[key], source, seen);
  }
}

/**
 * Replaces the node at `path` (an expression, a type, or a statement/declaration) by its own text with
 * `edits` applied (offsets within `writtenText(node)`, none overlapping another), parsed with the
 * file's parser. The first line keeps the node's indentation so recast lays the rest out as written.
 * Returns false (and changes nothing) when the node has no written text, edits overlap or the result
 * does not parse as one node of its kind. `node` is the node as written when the path holds another
 * since (a holder edited again with one more edit).
 */
export function replaceWithEdits(path: ASTPath<Node>, edits: TextEdit[], fileSource: string, filePath: string, node: Node = path.value): boolean {
  const w = writtenText(node, fileSource);
  if (!w || !isPristine(node)) return false;
  let text = w.source.slice(w.start, w.end);
  let after = w.end;
  for (const e of [...edits].sort((a, b) => b.start - a.start || b.end - a.end)) {
    if (e.start < w.start || e.end > after || e.start > e.end) return false;
    text = text.slice(0, e.start - w.start) + e.text + text.slice(e.end - w.start);
    after = e.start;
  }
  // recast re-indents a reprinted node's tail lines by the difference of the two nodes' `loc.indent`:
  // giving the snippet the same indent makes that a no-op.
  const lineStart = w.source.lastIndexOf('\n', w.start - 1) + 1;
  const written = (node.loc as { indent?: number } | null | undefined)?.indent;
  const indent = typeof written === 'number' ? ' '.repeat(written) : /^[ \t]*/.exec(w.source.slice(lineStart, w.start))![0];
  const statement = /Statement|Declaration/.test(node.type);
  const type = !statement && isType(node);
  // An assignment (an alias for a type), not parentheses: a parenthesised node would be marked so and printed generically.
  const snippet = statement ? `${indent}${text}\n` : type ? `${indent}type _ = ${text};\n` : `${indent}_ = ${text};\n`;
  let parsed: Node | undefined;
  try {
    const program = (parseForEdit(snippet, filePath) as File).program;
    if (program.body.length !== 1) return false;
    const top = program.body[0];
    const assigned = top.type === 'ExpressionStatement' && top.expression.type === 'AssignmentExpression' ? top.expression : undefined;
    parsed = statement ? top : type ? (top.type === 'TSTypeAliasDeclaration' ? top.typeAnnotation : undefined) : assigned?.right;
    if ((statement || type) && parsed?.type !== node.type) return false;
    if (type && (top.type !== 'TSTypeAliasDeclaration' || isParenthesized(parsed))) return false;
    if (!statement && !type && (!assigned || isParenthesized(parsed))) return false;
  } catch {
    return false;
  }
  if (!parsed) return false;
  remember(parsed, snippet);
  // Comments attached to the node (a JSDoc above a declaration) stay with it.
  if (node.comments) parsed.comments = node.comments;
  path.replace(parsed);
  return true;
}

/** Babel's mark on a node written in parentheses. */
const isParenthesized = (node: Node | undefined): boolean => !!(node as { extra?: { parenthesized?: boolean } } | undefined)?.extra?.parenthesized;

/** A TypeScript type (`{ a: T }`, `A | B`, `Pair<A, B>`), which reparses as an alias's type. */
const isType = (node: Node): boolean => /^TS\w*Type$|^TSTypeLiteral$/.test(node.type);

const SKIP = new Set(['loc', 'start', 'end', 'range', 'original', 'comments', 'leadingComments', 'trailingComments', 'innerComments', 'tokens', 'extra']);

/** Values that are not nodes (a template element's {raw, cooked}, a literal's value): equal as data. */
function samePlain(a: unknown, b: unknown): boolean {
  // Defaults the copy fills in (`optional: false`, `accessibility: null`) mean the same as nothing.
  const empty = (v: unknown) => v === null || v === undefined || v === false;
  if (a === b || (empty(a) && empty(b))) return true;
  if (!a || !b || typeof a !== 'object' || typeof b !== 'object') return false;
  try {
    return JSON.stringify(a) === JSON.stringify(b);
  } catch {
    return false;
  }
}

/**
 * Whether a node still is what its text says: no part of it was edited in the tree since it was parsed
 * (a transform that edits nodes directly, or an earlier edit built in code, makes the text stale, and
 * reparsing that text would undo the edit).
 */
export function isPristine(node: Node | null | undefined): boolean {
  if (!node) return false;
  const stack: Array<[NodeFields, NodeFields | undefined]> = [[fieldsOf(node), fieldsOf(node).original]];
  while (stack.length > 0) {
    const [n, o] = stack.pop()!;
    if (!o || typeof n.start !== 'number' || n.type !== o.type) return false;
    for (const key of Object.keys(n)) {
      if (SKIP.has(key)) continue;
      const a = n[key];
      const b = o[key];
      if (Array.isArray(a)) {
        if (a.length === 0 && b == null) continue; // a default the copy filled in
        if (!Array.isArray(b) || a.length !== b.length) return false;
        for (let i = 0; i < a.length; i++) {
          if (isNodeValue(a[i])) stack.push([a[i], a[i].original === b[i] ? a[i].original : undefined]);
          else if (!samePlain(a[i], b[i])) return false;
        }
      } else if (isNodeValue(a)) {
        stack.push([a, a.original === b ? a.original : undefined]);
      } else if (!samePlain(a, b)) return false;
    }
  }
  return true;
}

/**
 * Where a property's entry ends in its object's text: after its comma, a comment that ends its line
 * (`notification_email: '…', // who gets paged`: it is about this entry) and the blanks that follow
 * on to the next entry.
 */
function entryEnd(source: string, prop: Span): number {
  let i = prop.end;
  while (i < source.length && /[ \t]/.test(source[i])) i++;
  // `b: 2 /* note */, c: 3`: the comment before the comma goes with the entry, or the comma stays alone.
  let j = i;
  while (source.startsWith('/*', j)) {
    const close = source.indexOf('*/', j + 2);
    if (close < 0 || /\n/.test(source.slice(j, close))) break;
    j = close + 2;
    while (j < source.length && /[ \t]/.test(source[j])) j++;
  }
  if (source[j] === ',') i = j;
  if (source[i] !== ',') return i;
  i = lineCommentEnd(source, i + 1) ?? i + 1;
  while (i < source.length && /\s/.test(source[i])) i++;
  return i;
}

/** The end of a comment that follows `i` on its line and ends it (`// …`, or `/* … *\/` closed on that line); else undefined. */
function lineCommentEnd(source: string, i: number): number | undefined {
  while (i < source.length && /[ \t]/.test(source[i])) i++;
  if (source.startsWith('//', i)) return /[\r\n]/.exec(source.slice(i))?.index !== undefined ? i + /[\r\n]/.exec(source.slice(i))!.index : source.length;
  if (!source.startsWith('/*', i)) return undefined;
  const close = source.indexOf('*/', i + 2);
  if (close < 0 || /\n/.test(source.slice(i, close))) return undefined;
  let j = close + 2;
  while (j < source.length && /[ \t]/.test(source[j])) j++;
  return j >= source.length || source[j] === '\n' || source[j] === '\r' ? close + 2 : undefined;
}

/**
 * Where a property's entry starts, with the comment lines directly above it when it starts its line
 * (they are about it), not reaching back before `floor` (the previous entry's end or the brace).
 */
function entryStart(source: string, prop: Span, floor: number): number {
  const lineStartOf = (i: number): number => source.lastIndexOf('\n', i - 1) + 1;
  let from = lineStartOf(prop.start);
  if (!/^[ \t]*$/.test(source.slice(from, prop.start))) return prop.start;
  let start = prop.start;
  while (from > 0) {
    const prev = lineStartOf(from - 1);
    if (prev < floor) break;
    const line = source.slice(prev, from - 1).replace(/\r$/, '');
    const text = line.trim();
    if (text.startsWith('//') || (text.startsWith('/*') && text.endsWith('*/') && !text.slice(2, -2).includes('*/'))) {
      start = prev + (line.length - line.trimStart().length);
      from = prev;
      continue;
    }
    break;
  }
  return start;
}

/**
 * The edits that remove some properties (with their commas) from an object literal, keeping the
 * others as written, and the object's trailing-comma style. Undefined when the object has no written text.
 */
export function removePropertiesEdits(object: MaybeNode, remove: readonly Node[], fileSource: string): TextEdit[] | undefined {
  const o = unwrap(object);
  const w = writtenText(o, fileSource);
  if (!w || remove.some((p) => writtenText(p, fileSource)?.source !== w.source)) return undefined;
  const source = w.source;
  const props = (o as ObjectExpression).properties as Array<Entry<ObjectExpression>>;
  const gone = new Set(remove.filter((p) => (props as readonly Node[]).includes(p)));
  if (gone.size === 0) return [];
  if (gone.size === props.length) {
    const open = source.indexOf('{', w.start) + 1;
    const close = source.lastIndexOf('}', w.end - 1);
    const inner = source.slice(open, close);
    if (!/\/[/*]/.test(inner)) return [{ start: open, end: close, text: '' }];
  }
  const lastKept = props.reduce((k: number, p, i: number) => (gone.has(p) ? k : i), -1);
  const edits: TextEdit[] = [];
  const open = source.indexOf('{', w.start) + 1;
  props.forEach((p, i: number) => {
    if (gone.has(p) && (i < lastKept || lastKept < 0)) {
      const floor = i > 0 ? props[i - 1].end : open;
      edits.push({ start: entryStart(source, p, floor), end: entryEnd(source, p), text: '' });
    }
  });
  if (lastKept >= 0 && lastKept < props.length - 1) {
    // A run of removed entries at the end: cut from the last kept entry on, keeping its trailing-comma
    // style, the comment that ends its line, and taking the one that ends the last removed entry's line.
    const kept = props[lastKept];
    const last = props[props.length - 1];
    const comma = kept.end + source.slice(kept.end, props[lastKept + 1].start).indexOf(',');
    const trailing = source.slice(last.end, w.end).match(/^\s*,/);
    const end = trailing ? last.end + trailing[0].length : last.end;
    const lastComment = lineCommentEnd(source, end);
    const cutEnd = lastComment ?? end;
    const keptComment = lineCommentEnd(source, comma + 1);
    if (keptComment !== undefined) {
      if (!trailing) edits.push({ start: comma, end: comma + 1, text: '' });
      edits.push({ start: keptComment, end: cutEnd, text: '' });
    } else {
      edits.push(trailing ? { start: comma + 1, end: cutEnd, text: '' } : { start: kept.end, end: cutEnd, text: '' });
    }
  }
  return edits;
}

/**
 * The edit that puts `code` (one property, or one type member with its `;`) in front of `before`, laid
 * out like it. When `before` starts its line, the comment lines directly above it are about it
 * (`// where the service answers` above `data: {…}`): the new entry goes above them.
 */
export function insertBeforeEdit(before: Node, code: string, fileSource: string, separator = ','): TextEdit | undefined {
  const w = writtenText(before, fileSource);
  if (!w) return undefined;
  const lineStart = w.source.lastIndexOf('\n', w.start - 1) + 1;
  const lead = w.source.slice(lineStart, w.start);
  const ownLine = /^[ \t]*$/.test(lead);
  if (!ownLine) return { start: w.start, end: w.start, text: `${code}${separator} ` };
  const at = entryStart(w.source, w, 0);
  const text = `${code}${separator}${w.source.slice(w.source.lastIndexOf('\n', w.start - 1), w.start).replace(/^\n/, w.source[lineStart - 2] === '\r' ? '\r\n' : '\n')}`;
  return { start: at, end: at, text };
}

/** An entry of an object's or array's list, written in the text it was parsed from (see writtenText). */
type Entry<T, K extends keyof T = 'properties' & keyof T> = NonNullable<T[K] extends Array<infer E> ? E : never> & Span;

/** Every property named `name` in an object literal (later ones win at run time; all go). */
export function propertiesNamed(object: MaybeNode, name: string): any[] {
  const o = unwrap(object);
  if (o?.type !== 'ObjectExpression') return [];
  return (o as ObjectExpression).properties.filter((p) => (isProperty(p) || p.type === 'ObjectMethod') && keyName(p) === name);
}


/** Applies edits to a literal's own text; falls back to changing the tree (recast lays it out) when it has none. */
function applyOrEditTree(ctx: TransformContext, node: Node, edits: TextEdit[] | undefined, editTree: () => void): void {
  const path = pathOfNode(ctx, node);
  if (path && edits && replaceWithEdits(path, edits, ctx.file.source, ctx.file.path)) return ctx.changed({ replaced: [path] });
  editTree();
  ctx.changed();
}

/** Removes properties from an object literal (looking through casts), keeping the rest as written. */
export function dropProperties(ctx: TransformContext, object: MaybeNode, props: readonly Node[]): void {
  const o: ObjectExpression = unwrap(object);
  applyOrEditTree(ctx, o, removePropertiesEdits(o, props, ctx.file.source), () => {
    o.properties = o.properties.filter((p) => !props.includes(p));
  });
}

/** Removes elements from an array literal, each with its separator, keeping the rest as written. */
export function dropElements(ctx: TransformContext, array: MaybeNode, elements: readonly MaybeNode[]): void {
  const a: ArrayExpression = unwrap(array);
  const w = writtenText(a, ctx.file.source);
  let edits: TextEdit[] | undefined;
  if (w && a.elements.every((e) => e && writtenText(e, ctx.file.source)?.source === w.source)) {
    const items = a.elements as Array<Entry<ArrayExpression, 'elements'>>;
    const gone = new Set<MaybeNode>(elements);
    edits = [];
    const lastKept = items.reduce((k: number, e, i: number) => (gone.has(e) ? k : i), -1);
    items.forEach((e, i: number) => {
      if (!gone.has(e)) return;
      if (i < lastKept) {
        // Up to the next element.
        edits!.push({ start: e.start, end: items[i + 1].start, text: '' });
      } else if (i === lastKept + 1 && lastKept >= 0) {
        // The first of a run at the end: from the end of the last kept element, keeping a trailing comma if there was one.
        const last = items[items.length - 1];
        const trailing = w.source.slice(last.end, w.end).match(/^\s*,/);
        const comma = w.source.indexOf(',', items[lastKept].end);
        edits!.push(trailing ? { start: comma + 1, end: last.end + trailing[0].length, text: '' } : { start: items[lastKept].end, end: last.end, text: '' });
      }
    });
  }
  applyOrEditTree(ctx, a, edits, () => {
    a.elements = a.elements.filter((e) => !elements.includes(e));
  });
}
