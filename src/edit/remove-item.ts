import type { ASTPath, Comment, File } from 'jscodeshift';
import { fieldsOf, type NodeFields } from '../ast/fields';
import { loadRecast, parseForEdit } from '../parse/parse';

/**
 * Removing one item from a list of the tree (a statement from a block or the program, an element
 * from an array literal) so that only the removed lines change.
 *
 * Recast reprints a list whose length changed with its generic printer: arrays are joined on one
 * line, blocks are re-indented by the guessed tab width. To keep the layout, the owner's current text
 * is printed, the item's text is cut out of it (with the comment lines directly above it, its
 * separator and a comment after it on the same line; a blank line left doubled by the cut goes too),
 * the result is parsed again, and that parse becomes the owner's `original`: recast then reprints the
 * owner from the cut text, and each remaining item from its own original text. The items keep their
 * identity (paths, positions and line numbers of findings stay right); only the owner's reference
 * text changes. When the cut text cannot be parsed on its own (a `this.#private` name, say), the item
 * is removed from the tree alone and recast's printer lays the owner out.
 */

/** Owners whose list can be re-cut, the list's key, how the snippet is wrapped so it parses, and the separator. */
const OWNERS: Record<string, { key: string; before: string; after: string; comma: boolean; open: string; close: string }> = {
  Program: { key: 'body', before: '', after: '', comma: false, open: '', close: '' },
  // `for(;;)` inside an async generator: await, yield, return, break and continue parse as they did.
  BlockStatement: { key: 'body', before: 'async function* __cfCodemod() {for(;;)', after: '}', comma: false, open: '{', close: '}' },
  ArrayExpression: { key: 'elements', before: 'async function* __cfCodemod() {for(;;)(', after: ')}', comma: true, open: '[', close: ']' },
  ObjectExpression: { key: 'properties', before: 'async function* __cfCodemod() {for(;;)(', after: ')}', comma: true, open: '{', close: '}' },
};

/** The list an item sits in, when that list can be cut by `removeListItem`. */
export function listOwnerOf(itemPath: ASTPath): { owner: ASTPath; key: string } | undefined {
  const list = itemPath.parentPath;
  if (!list || !Array.isArray(list.value)) return undefined;
  const owner = list.parentPath;
  const spec = owner && OWNERS[owner.value?.type];
  if (!spec || list.name !== spec.key) return undefined;
  return { owner, key: spec.key };
}

/**
 * Owner text that re-cuts may print and parse in one file (each re-cut prints its owner and parses it
 * twice). A file with hundreds of removals from one large list would otherwise take time that grows
 * with removals × list size (1,000 calls deleted from one program took 33 s); past the budget, items are
 * spliced out and recast lays the list out, which the runner's cosmetic revert then mostly undoes.
 */
export const RECUT_BUDGET = 4 * 1024 * 1024;
const recutSpent = new WeakMap<object, number>();

/** Removes an item (its path) from its list; returns false when the item is not in a list that can lose items. */
export function removeListItem(filePath: string, itemPath: ASTPath): boolean {
  const where = listOwnerOf(itemPath);
  if (!where) return false;
  const owner = fieldsOf(where.owner.value);
  const list = owner[where.key] as NodeFields[];
  const index = list.indexOf(fieldsOf(itemPath.value));
  if (index < 0) return false;
  if (!recut(filePath, owner, index, treeOf(itemPath))) list.splice(index, 1);
  return true;
}

/** The node at the top of a path (the file), which the re-cut budget is kept for. */
function treeOf(path: ASTPath): object {
  let top = path;
  while (top.parentPath) top = top.parentPath;
  return top.value;
}

function recut(filePath: string, owner: NodeFields, index: number, tree: object): boolean {
  const spec = OWNERS[owner.type];
  const list = owner[spec.key] as NodeFields[];
  if (!owner.original || list.some((item) => !item)) return false;
  const spent = recutSpent.get(tree) ?? 0;
  if (spent > RECUT_BUDGET) return false;
  let text: string;
  try {
    text = loadRecast().print(owner).code;
  } catch {
    return false;
  }
  recutSpent.set(tree, spent + 3 * text.length);
  const before = inClass(spec.before, text);
  const snippet = before + text + spec.after + (before === spec.before ? '' : '}');
  const first = ownerIn(snippet, filePath, { start: before.length, type: owner.type, key: spec.key });
  const items = first?.[spec.key] as NodeFields[] | undefined;
  if (!first || !items || items.length !== list.length || items.some((item) => !item)) return false;
  const spans = items.map((item) => ({ start: item.start!, end: item.end! }));
  const [from, to] = items.length === 1 ? onlyItemRange(snippet, { start: first.start!, end: first.end! }, spec, spans) : cutRange(snippet, spans, index, spec.comma);
  const cut = snippet.slice(0, from) + snippet.slice(to);
  const next = ownerIn(cut, filePath, { start: before.length, type: owner.type, key: spec.key });
  const nextItems = next?.[spec.key] as NodeFields[] | undefined;
  const remaining = list.filter((_, i) => i !== index);
  if (!next || !nextItems || nextItems.length !== remaining.length) return false;
  if (nextItems.some((item, i) => !item || item.type !== remaining[i].type)) return false;

  // The owner's own fields (positions, parentheses, directives, comments) are the tree's, so that
  // recast compares only the items: each one is reprinted from its own original text.
  for (const key of new Set([...Object.keys(owner), ...Object.keys(next)])) {
    if (key === 'loc' || key === 'type' || key === spec.key) continue;
    next[key] = owner[key];
  }
  remaining.forEach((item, i) => adoptComments(item, nextItems[i]));
  list.splice(index, 1);
  owner.original = next;
  return true;
}

/**
 * The wrapper of a block's or array's text, inside a class that declares the private names the text
 * uses (`this.#token`): they parse only there, and a block cut from a class method that failed to
 * parse was removed from the tree alone, losing the comments about other code around its item.
 */
function inClass(before: string, text: string): string {
  if (!before) return before;
  const names = [...new Set(text.match(/#[A-Za-z_$][\w$]*/g) ?? [])];
  return names.length === 0 ? before : `class __cfCodemodPrivate { ${names.map((n) => `${n};`).join(' ')} static ${before.replace(/^async function\*/, 'async *')}`;
}

/** Where the owner of a list stands in a snippet: the node of `type` that starts at `start` and holds the list `key`. */
interface OwnerSpot {
  start: number;
  type: string;
  key: string;
}

/** Parses a snippet and returns the owner found at its spot, or undefined. */
function ownerIn(snippet: string, filePath: string, { start: offset, type, key }: OwnerSpot): NodeFields | undefined {
  let ast: File;
  try {
    ast = parseForEdit(snippet, filePath);
  } catch {
    return undefined;
  }
  if (type === 'Program') return fieldsOf(ast.program);
  let found: NodeFields | undefined;
  const visit = (value: unknown): void => {
    if (found || !value || typeof value !== 'object') return;
    if (Array.isArray(value)) return value.forEach(visit);
    const node = fieldsOf(value);
    if (node.type === type && node.start === offset && Array.isArray(node[key])) {
      found = node;
      return;
    }
    for (const k of Object.keys(node)) if (k !== 'loc' && k !== 'comments' && k !== 'tokens') visit(node[k]);
  };
  visit(ast.program);
  return found;
}

const commentKey = (c: Comment & { type: string }): string => `${c.type}:${c.leading ? 'l' : ''}${c.trailing ? 't' : ''}:${c.value}`;

/**
 * The cut may move a comment from one item to its neighbour (a comment kept above the removed item
 * now leads the next one). The item then takes the comments the cut text gives it, in the tree and
 * in its original, so recast neither drops nor duplicates them; comments added by this run (review
 * markers, which have no position) stay.
 */
function adoptComments(item: NodeFields, snippetItem: NodeFields): void {
  const mine = (item.comments ?? []).filter((c) => c.loc);
  const theirs = snippetItem.comments ?? [];
  if (mine.length === theirs.length && mine.every((c, i) => commentKey(c) === commentKey(theirs[i]))) return;
  // A marker recorded before the cut is printed into the cut text, so the snippet gives it back with
  // a position: keep that one only, or recast prints it twice.
  const given = new Set(theirs.map(commentKey));
  const added = (item.comments ?? []).filter((c) => !c.loc && !given.has(commentKey(c)));
  item.comments = [...theirs, ...added];
  if (item.original) item.original.comments = theirs.length ? [...theirs] : undefined;
  if (!item.comments.length) item.comments = undefined;
}

const isBlank = (line: string): boolean => /^[ \t\r]*$/.test(line);
const lineStart = (text: string, i: number): number => text.lastIndexOf('\n', i - 1) + 1;
const lineEnd = (text: string, i: number): number => {
  const n = text.indexOf('\n', i);
  return n < 0 ? text.length : n;
};
/** The end of the line at `i`, past its terminator. */
const pastLine = (text: string, i: number): number => Math.min(text.length, lineEnd(text, i) + 1);
const skipInline = (text: string, i: number): number => {
  while (i < text.length && (text[i] === ' ' || text[i] === '\t')) i++;
  return i;
};
const atLineEnd = (text: string, i: number): boolean => i >= text.length || text[i] === '\n' || text[i] === '\r';

/**
 * When the only item goes: everything between the owner's brackets (`[]`, `{}`), or the whole
 * program; but the item's own range alone (`cutRange`) when that leaves a comment that is not about
 * it (one separated from it by a blank line, or below it), which must stay.
 */
function onlyItemRange(text: string, owner: { start: number; end: number }, spec: { open: string; close: string; comma: boolean }, items: Array<{ start: number; end: number }>): [number, number] {
  const inside: [number, number] = spec.open ? [owner.start + 1, owner.end - 1] : [0, text.length];
  const [from, to] = cutRange(text, items, 0, spec.comma);
  const left = text.slice(inside[0], Math.max(inside[0], from)) + text.slice(Math.min(to, inside[1]), inside[1]);
  return left.trim() === '' ? inside : [from, to];
}

/**
 * The text range to cut for item `k`. An item on lines of its own goes with those lines, the comment
 * lines directly above it and a comment after it on its last line: those are about it. A comment
 * separated from it by a blank line, one ending the line of the item before it, one on a line below
 * it, and one after a statement that shares its line with another stay: they are about other code.
 * A blank line that the cut would
 * leave doubled (or leave right after the opening bracket or before the closing one) goes too. An item
 * sharing its line goes with its separator and the spaces around it.
 */
export function cutRange(text: string, items: Array<{ start: number; end: number }>, k: number, comma: boolean): [number, number] {
  const { start } = items[k];
  let end = items[k].end;
  let hadSeparator = false;
  if (comma) {
    const i = skipInline(text, end);
    if (text[i] === ',') {
      end = i + 1;
      hadSeparator = true;
    }
  }
  const afterEnd = skipInline(text, end);
  // A statement sharing its line with the one before (`a(); b(); // both`) leaves the comment there:
  // it is about the line, not about the statement that goes.
  const sharesLine = !comma && !isBlank(text.slice(lineStart(text, start), start));
  if (!sharesLine && text.startsWith('//', afterEnd)) end = lineEnd(text, afterEnd);
  else if (!sharesLine && text.startsWith('/*', afterEnd)) {
    const close = text.indexOf('*/', afterEnd);
    if (close >= 0 && !text.slice(afterEnd, close).includes('\n') && atLineEnd(text, skipInline(text, close + 2))) end = close + 2;
  }
  const ownLine = isBlank(text.slice(lineStart(text, start), start)) && atLineEnd(text, skipInline(text, end));
  if (ownLine) {
    let from = lineStart(text, start);
    const floor = k > 0 ? items[k - 1].end : 0;
    while (from > 0) {
      const prev = lineStart(text, from - 1);
      if (prev < floor) break;
      const line = text.slice(prev, from - 1).trim();
      if (line.startsWith('//')) {
        from = prev;
        continue;
      }
      if (line.endsWith('*/')) {
        const open = text.lastIndexOf('/*', from - 1);
        if (open >= floor && isBlank(text.slice(lineStart(text, open), open))) {
          from = lineStart(text, open);
          continue;
        }
      }
      break;
    }
    let to = pastLine(text, skipInline(text, end));
    const prevLineBlank = from > 0 && isBlank(text.slice(lineStart(text, from - 1), from - 1));
    const nextLineBlank = to < text.length && isBlank(text.slice(to, lineEnd(text, to)));
    const first = k === 0;
    const last = k === items.length - 1;
    if (nextLineBlank && (prevLineBlank || first)) to = pastLine(text, to);
    else if (prevLineBlank && last) from = lineStart(text, from - 1);
    return [from, to];
  }
  const next = items[k + 1];
  const prev = items[k - 1];
  if (next && !text.slice(end, next.start).includes('\n')) return [start, next.start];
  if (prev) {
    if (hadSeparator || !comma) {
      const sep = comma ? text.indexOf(',', prev.end) : -1;
      const from = sep >= 0 && sep < start ? sep + 1 : prev.end;
      return [from, end];
    }
    return [prev.end, end];
  }
  return [start, end];
}
