import type { ArrayExpression, ASTNode, ASTPath, CallExpression, Identifier, VariableDeclarator } from 'jscodeshift';
import { identifiersNamedIn, questionIndex, pathOfNode, type IndexContext } from '../ast/node-index';
import { declarationsAt, type Declaration } from '../ast/scope';
import { isFunction, isMember, isProperty, keyName, memberName, objectFunction, unwrap, type FunctionNode, type MaybeNode } from '../ast/syntax';
import { callbackLoop, elementCallback, forOfLoop, type Loop } from './loops';
import { propertyWrites } from './objects';
import { entriesOf, indexUses, loopIndex, type IndexUse, type LoopIndex } from './indexes';
import type { ElementSite } from './value';
import { values } from './values';

/*
 * A second question of the layer, about a read of a loop's element (docs/value-flow.md, "Lists and
 * their elements"): **which expression does this read stand for, element by element?** A request made
 * in a loop over a known list (`for (const e of endpoints) fetch(e.url, { method: e.method })`,
 * `endpoints.map((e) => …)`, `for (const { url } of endpoints)`, `const e = endpoints[i]`) sends one
 * request per element, and each element's other keys (`e.method`, `e.body`) go with its URL. The
 * layer's `values` says which list the loop walks (a list the file leaves as written) and which object
 * each element is; this answers with the expression written for each, so a recogniser resolves it
 * where it is written (and may edit it there).
 */

/** A read of a loop's element: the loop (one node for every read of the same element) and what it reads, per element. */
export interface ElementRead {
  loop: ASTNode;
  /** The expression read, per element of the list; undefined where the element does not write it. */
  values: Array<ASTNode | undefined>;
  /** The list walked (its array literal, or the `concat` call that makes it), and where each element is written. */
  list: ASTNode;
  sites: ElementSite[];
  /** The expression the loop walks (`list` of `for (const e of list)`, of `list[i]`). */
  walked: ASTNode;
  /** The loop's index, when it has one (`i` of `for (let i = 0; …)` or of `forEach((e, i) => …)`): see indexes.ts. */
  index?: LoopIndex;
}

/**
 * Whether the expression at `p` is one side of a choice whose other side is an empty list
 * (`Array.isArray(x) ? x : []`, `x ?? []`, `x || []`): whatever the choice holds, its elements are
 * those of `p`'s value and no others.
 */
export function keepsElements(p: ASTPath): boolean {
  const parent = p.parent?.value;
  const empty = (n: MaybeNode): boolean => unwrap(n)?.type === 'ArrayExpression' && unwrap(n).elements.length === 0;
  if (parent?.type === 'ConditionalExpression') return p.name === 'consequent' ? empty(parent.alternate) : p.name === 'alternate' && empty(parent.consequent);
  return parent?.type === 'LogicalExpression' && (parent.operator === '??' || parent.operator === '||') && p.name === 'left' && empty(parent.right);
}

/** The index of the tree as it is now: the runner's (which follows edits), else the one built once for the tree. */
const indexOf = (ctx: IndexContext) => questionIndex(ctx);

/**
 * What a read of a loop's element (`e`, `e.url`, `url` bound by `{ url }`, `list[i]`, `list[i].url` by a
 * loop's index) at `at` stands for, per element of the list the loop walks; undefined when it reads no
 * loop's element, or the layer does not know the list (not a list of the file, changed by the file) or
 * an element's object (not an object literal, or one something out of sight may change, or written on a
 * branch).
 */
export function elementReads(ctx: IndexContext, node: MaybeNode, at: ASTPath): ElementRead | undefined {
  const n = unwrap(node);
  const object = isMember(n) && !n.computed ? unwrap(n.object) : n;
  const member = object === n ? undefined : memberName(n);
  if (object !== n && member === undefined) return undefined;
  const walked = indexedRead(ctx, object) ?? namedRead(ctx, object, at);
  const listed = walked && listSites(ctx, walked.list);
  if (!walked || !listed) return undefined;
  const keys = [walked.key, member].filter((k): k is string => !!k);
  const read: Array<ASTNode | undefined> = [];
  // Every element of a plain list is in one literal: its path looked up once.
  const literals = new Map<ASTNode, ASTPath | undefined>();
  for (const site of listed.sites) {
    if (!literals.has(site.literal)) literals.set(site.literal, pathOfNode(ctx, site.literal));
    const literal = literals.get(site.literal);
    const found = literal ? keyed(ctx, literal.get('elements', site.index), keys) : null;
    if (found === null) return undefined;
    read.push(found);
  }
  return { loop: walked.loop, values: read, list: listed.node, sites: listed.sites, walked: walked.list.value, index: walked.index };
}

/** The loop an element read belongs to, the list it walks, the key the read is bound to ('' for the element itself), and its index. */
interface Walk {
  loop: ASTNode;
  list: ASTPath;
  key: string;
  index?: LoopIndex;
}

/** A name bound to a loop's element: `e` of `for (const e of list)`, `{ url }`, a callback's parameter, `const e = list[i]`. */
function namedRead(ctx: IndexContext, object: MaybeNode, at: ASTPath): Walk | undefined {
  if (object?.type !== 'Identifier') return undefined;
  const declarations = declarationsAt(indexOf(ctx), at, object.name);
  if (declarations.length !== 1) return undefined;
  const [declaration] = declarations;
  const walked = declaration.declarator ? declaredLoop(ctx, declaration.declarator as ASTPath<VariableDeclarator>) : callbackOf(ctx, declaration.scope, object.name);
  const key = walked && keyBound(walked.pattern, object.name);
  if (!walked || key === undefined || writtenThrough(ctx, declaration)) return undefined;
  return { loop: walked.index?.loop ?? walked.loop.loop, list: walked.loop.list, key, index: walked.index };
}

/** `list[i]` read by a loop's index (indexes.ts): the loop is the index's. */
function indexedRead(ctx: IndexContext, object: MaybeNode): Walk | undefined {
  if (!isMember(object) || !object.computed || unwrap(object.property)?.type !== 'Identifier') return undefined;
  const at = pathOfNode(ctx, object);
  const property = at?.get('property') as ASTPath<Identifier> | undefined;
  const index = property && property.value.type === 'Identifier' ? loopIndex(ctx, indexOf(ctx), property) : undefined;
  return index && at && { loop: index.loop, list: at.get('object'), key: '', index };
}

/**
 * What an expression stands for at one element of a loop (`e.method` for the element a request's URL
 * came from): null when the element does not write it, undefined when the expression is no read of
 * that loop's element.
 */
export function elementValue(ctx: IndexContext, node: MaybeNode, at: ASTPath, element: { loop: ASTNode; index: number }): ASTNode | null | undefined {
  const read = node ? elementReads(ctx, node, at) : undefined;
  return read?.loop === element.loop ? read.values[element.index] ?? null : undefined;
}

/**
 * The array literal an expression holds, as the layer answers: one list, every element written in it
 * (no spread, no hole), not changed by the file. Undefined for anything else.
 */
export function knownList(ctx: IndexContext, expression: ASTNode | ASTPath): ArrayExpression | undefined {
  const listed = listSites(ctx, expression);
  if (listed?.node.type !== 'ArrayExpression') return undefined;
  const literal = listed.node as ArrayExpression;
  return listed.sites.every((s, i) => s.literal === literal && s.index === i) ? literal : undefined;
}

/** The list an expression holds, as the layer answers (one list: lists.ts), and where each element is written. */
export function listSites(ctx: IndexContext, expression: ASTNode | ASTPath): { node: ASTNode; sites: ElementSite[] } | undefined {
  const found = values(ctx, expression);
  return found.length === 1 && found[0].kind === 'list' ? { node: found[0].node, sites: found[0].sites } : undefined;
}

/** The loops of the indexes in the body of `loop`: see indexes.ts's `indexUses`, with the lists read by the element read's own list left out. */
export function pairedUses(ctx: IndexContext, read: ElementRead): IndexUse[] {
  if (!read.index) return [];
  return indexUses(ctx, indexOf(ctx), read.index, (list) => listSites(ctx, list)?.node === read.list);
}

/** The loop a variable declared by `declarator` is the element of, the pattern it is bound by, and the loop's index. */
type Walked = { loop: Loop; pattern: ASTNode; index?: LoopIndex };

/**
 * `for (const e of list)` (also destructured), `for (const [i, e] of list.entries())`, or `const e =
 * list[i]` (one element of the list: which one, the read says when `i` is a loop's index).
 */
function declaredLoop(ctx: IndexContext, declarator: ASTPath<VariableDeclarator>): Walked | undefined {
  const d = declarator.value;
  const loop = forOfLoop(declarator);
  const walked = loop && entriesOf(loop.list);
  if (loop && walked && d.id.type === 'ArrayPattern') {
    const first = d.id.elements[0];
    const at = first?.type === 'Identifier' ? pathOfNode(ctx, first) : undefined;
    const index = at && loopIndex(ctx, indexOf(ctx), at);
    return d.id.elements[1] ? { loop: { loop: loop.loop, list: walked }, pattern: d.id.elements[1], index } : undefined;
  }
  if (loop) return walked ? undefined : { loop, pattern: d.id };
  const init = unwrap(d.init);
  if (!isMember(init) || !init.computed || unwrap(init.property)?.type !== 'Identifier') return undefined;
  const list = pathOfNode(ctx, init.object);
  const property = pathOfNode(ctx, unwrap(init.property) as Identifier);
  const index = property && loopIndex(ctx, indexOf(ctx), property);
  return list && { loop: { loop: d, list }, pattern: d.id, index };
}

/** The first parameter of a `forEach`/`map`/`flatMap` callback (and its second, the index). */
function callbackOf(ctx: IndexContext, scope: ASTNode, name: string): Walked | undefined {
  // The element is the first parameter: a scope whose first parameter does not bind the name (most
  // names read are not a callback's element) need not be found in the tree.
  if (keyBound((scope as { params?: ASTNode[] }).params?.[0], name) === undefined) return undefined;
  const fn = pathOfNode(ctx, scope) as ASTPath<FunctionNode> | undefined;
  const loop = fn && callbackLoop(fn);
  if (!loop) return undefined;
  const at = fn.value.params[1]?.type === 'Identifier' ? (fn.get('params', 1) as ASTPath<Identifier>) : undefined;
  return { loop, pattern: fn.value.params[0], index: at && loopIndex(ctx, indexOf(ctx), at) };
}

/**
 * Whether the code writes the name or a member through it (`e = other`, `e.url = …`, `e.n++`,
 * `delete e.body`): what a read of it holds is then not only what the list's element writes.
 */
function writtenThrough(ctx: IndexContext, declaration: Declaration): boolean {
  return identifiersNamedIn(indexOf(ctx), ctx.root, declaration.scope, declaration.id.name).some((p) => {
    if (p.value === declaration.id) return false;
    let at: ASTPath = p;
    while (isMember(at.parent?.value) && at.parent.value.object === at.value) at = at.parent;
    const parent = at.parent?.value;
    if (parent?.type === 'AssignmentExpression') return parent.left === at.value;
    return parent?.type === 'UpdateExpression' || (at !== p && parent?.type === 'UnaryExpression' && parent.operator === 'delete');
  });
}

/** The key a pattern binds `name` to (`{ url }`, `{ url: u }`), '' for the pattern itself, undefined when it does not bind it so. */
function keyBound(pattern: MaybeNode, name: string): string | undefined {
  if (pattern?.type === 'Identifier') return pattern.name === name ? '' : undefined;
  if (pattern?.type !== 'ObjectPattern') return undefined;
  for (const prop of pattern.properties) {
    if (isProperty(prop) && !prop.computed && prop.value.type === 'Identifier' && prop.value.name === name) return keyName(prop);
  }
  return undefined;
}

/**
 * The expression an element writes at `keys` (`url`, then `path` of what it holds): undefined when an
 * object on the way does not write the key, null when the layer cannot say (not one object literal,
 * open, or the key written on a branch).
 */
function keyed(ctx: IndexContext, element: ASTPath, keys: string[]): ASTNode | undefined | null {
  let at: ASTPath | undefined = element;
  for (const key of keys) {
    const found = values(ctx, at);
    const [object] = found;
    if (found.length !== 1 || object.kind !== 'object' || object.open) return null;
    const writes = propertyWrites(object, key);
    if (writes.some((w) => w.branch)) return null;
    const last = writes[writes.length - 1];
    if (!last) return undefined;
    at = pathOfNode(ctx, last.value);
    if (!at) return null;
  }
  return at.value;
}

/** Methods whose result holds (some of) the receiver's elements, as they are: a copy, not new values. */
const COPIES: ReadonlySet<string> = new Set(['filter', 'slice', 'toSorted', 'toReversed', 'sort', 'reverse']);

/** Methods whose result is one of the receiver's elements. */
export const ONE_ELEMENT: ReadonlySet<string> = new Set(['find', 'findLast', 'at', 'pop', 'shift']);

/**
 * What the expression a list at `p` is used in holds of its elements, and where: `copy` (`copiedList`), `element`
 * (`list.find(…)`, `findLast`, `at`, `pop`, `shift`, `list[0]`, `list[i]`, the first name of `const [first] = list`),
 * `values` (`Object.values(o)`: an object's values, a list's elements), `pairs` (`list.entries()`, `Object.entries(o)`).
 */
export function listStep(p: ASTPath): { kind: 'copy' | 'values' | 'element' | 'pairs'; at: ASTPath } | undefined {
  const parent = p.parent?.value as ASTNode | undefined;
  const call = (n: ASTNode | undefined): n is CallExpression => n?.type === 'CallExpression' || n?.type === 'OptionalCallExpression';
  if (isMember(parent) && parent.object === p.value) {
    const name = memberName(parent);
    if (parent.computed && (name === undefined || /^\d+$/.test(name))) return { kind: 'element', at: p.parent };
    const at: ASTPath | undefined = p.parent.parent;
    if (!name || !at || !call(at.value) || at.value.callee !== parent) return undefined;
    if (entriesOf(at)) return { kind: 'pairs', at };
    if (copiedList(at)) return { kind: 'copy', at };
    return ONE_ELEMENT.has(name) ? { kind: 'element', at } : undefined;
  }
  if (parent?.type === 'VariableDeclarator') return parent.id.type === 'ArrayPattern' && parent.id.elements[0]?.type === 'Identifier' && p.name === 'init' ? { kind: 'element', at: p.parent.get('id', 'elements', 0) } : undefined;
  // `Object.values(x)`, `Object.entries(x)`.
  const name = call(parent) && parent.arguments.length === 1 && parent.arguments[0] === p.value ? objectFunction(parent) : undefined;
  return name === 'values' || name === 'entries' ? { kind: name === 'values' ? 'values' : 'pairs', at: p.parent } : undefined;
}

/** The list a call copies (some of) the elements of, as they are (`list.filter(…)`, `list?.slice()`, `list['sort']()`): the path of `list`, else undefined. */
function copiedList(call: ASTPath): ASTPath | undefined {
  const n = call.value;
  const copies = (n?.type === 'CallExpression' || n?.type === 'OptionalCallExpression') && isMember(n.callee) && COPIES.has(memberName(n.callee) ?? '');
  return copies ? call.get('callee', 'object') : undefined;
}

/**
 * The lists whose elements a name read at `at` holds: the list `for (const e of list)` walks, or the
 * receiver of the callback whose element parameter it is (`list.forEach((e) => …)`, also `filter`,
 * `find`, `some`, `every`, `map`, `flatMap`, and `reduce`'s second parameter: loops.ts's
 * `elementCallback`), then each list that one copies (`list.filter(…)`, `slice`, `[...list]`, and a
 * `const` holding such a copy), nearest first. Empty when the name is no element, or the code gives it
 * another value (`e = other`). Whatever the lists are (the layer need not know them): a recogniser says
 * whether one of them is a list it knows (records of a type, a response's list).
 */
export function walkedLists(ctx: IndexContext, at: ASTPath<Identifier>): ASTPath[] {
  const declarations = declarationsAt(indexOf(ctx), at, at.value.name);
  if (declarations.length !== 1 || reassigned(ctx, declarations[0])) return [];
  const [{ id, declarator, scope }] = declarations;
  let list: ASTPath | undefined;
  if (declarator) list = (declarator.value as VariableDeclarator).id === id ? forOfLoop(declarator)?.list : undefined;
  else if (isFunction(scope)) {
    const fn = pathOfNode(ctx, scope) as ASTPath<FunctionNode> | undefined;
    const callback = fn && elementCallback(fn);
    list = callback && scope.params[callback.param] === id ? callback.list : undefined;
  }
  return list ? copiedFrom(ctx, list, 0) : [];
}

/** `list` and the lists it copies (see walkedLists). */
function copiedFrom(ctx: IndexContext, list: ASTPath, depth: number): ASTPath[] {
  let at = list;
  while (['TSAsExpression', 'TSSatisfiesExpression', 'TSNonNullExpression', 'ParenthesizedExpression'].includes(at.value?.type)) at = at.get('expression');
  const out = [at];
  const n = at.value as ASTNode;
  if (depth > 8) return out;
  const copied = copiedList(at);
  if (copied) return [...out, ...copiedFrom(ctx, copied, depth + 1)];
  if (n.type === 'ArrayExpression' && n.elements.length > 0 && n.elements.every((e) => e?.type === 'SpreadElement')) {
    return [...out, ...n.elements.flatMap((_, i) => copiedFrom(ctx, at.get('elements', i, 'argument'), depth + 1))];
  }
  if (n.type !== 'Identifier') return out;
  const declarations = declarationsAt(indexOf(ctx), at, n.name);
  const declarator = declarations.length === 1 ? (declarations[0].declarator as ASTPath<VariableDeclarator> | undefined) : undefined;
  const kind = declarator?.parentPath?.parentPath?.value?.kind;
  if (!declarator || kind !== 'const' || declarator.value.id !== declarations[0].id || !declarator.value.init) return out;
  return [...out, ...copiedFrom(ctx, declarator.get('init'), depth + 1)];
}

/** Whether the code gives the name another value (`e = other`, `e++`, `[e] = …`). */
function reassigned(ctx: IndexContext, declaration: Declaration): boolean {
  return identifiersNamedIn(indexOf(ctx), ctx.root, declaration.scope, declaration.id.name).some((p) => {
    const parent = p.parent?.value;
    if (parent?.type === 'AssignmentExpression') return parent.left === p.value;
    return parent?.type === 'UpdateExpression' || parent?.type === 'ArrayPattern' || (parent?.type === 'ObjectProperty' && parent.value === p.value && p.parent?.parent?.value?.type === 'ObjectPattern' && p.value !== declaration.id);
  });
}
