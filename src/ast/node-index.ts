import type { ASTNode, ASTPath, ClassProperty, Collection, Identifier, JSCodeshift, Node, VariableDeclarator } from 'jscodeshift';
import { unwrap } from './syntax';
import { holderIndex, holds, spanOf } from './span';
import { typeFacts } from './field-names';

/**
 * Every path of a tree grouped by node type, from one traversal. The recognisers ask it for
 * declarators, assignments, class members and calls instead of walking the whole tree once for each
 * question (each walk of ast-types costs about as much as a parse of the file).
 */
export interface NodeIndex {
  /** Paths of nodes of these types, in source (pre-)order; the list is the index's own, not to be changed. */
  of<K extends string>(...types: K[]): ASTPath<NodeOfType<K>>[];
  /** The first path (in source pre-order) that holds this very node; undefined when it is not in the tree. */
  pathOf<N extends Node>(node: N): ASTPath<N> | undefined;
}

/** A parsed tree as jscodeshift hands it over (`j(source)`): the collection of its root path. */
export type Root = Collection<ASTNode>;

/** The node type named `K` (`CallExpression` for `'CallExpression'`); any node for a type ast-types does not know (`PropertyDefinition`). */
export type NodeOfType<K extends string> = K extends ASTNode['type'] ? Extract<ASTNode, { type: K }> : ASTNode;

const FUNCTION_TYPES = [
  'FunctionDeclaration',
  'FunctionExpression',
  'ArrowFunctionExpression',
  'ObjectMethod',
  'ClassMethod',
  'ClassPrivateMethod',
] as const;
export const FUNCTIONS = FUNCTION_TYPES;
export const CALLS = ['CallExpression', 'OptionalCallExpression', 'NewExpression'] as const;
export const CLASS_FIELDS = ['ClassProperty', 'ClassPrivateProperty', 'PropertyDefinition'] as const;

/** The class fields `x = …` of a tree: Babel's ClassProperty, and ESTree's PropertyDefinition (unknown to ast-types; it has ClassProperty's fields). */
export const classProperties = (index: NodeIndex): ASTPath<ClassProperty>[] => index.of('ClassProperty', 'PropertyDefinition') as ASTPath<ClassProperty>[];

/**
 * Every node path under the root, in the order and with the paths `root.find(j.Node)` gives, without
 * ast-types' visitor (which allocates a context per node and costs six times as much). Like that
 * visitor, it fills in the default value of a field a node lacks, and walks into plain objects and
 * arrays; iterative, so very deep trees do not exhaust the stack.
 */
function allPaths(j: JSCodeshift, roots: ASTPath[], visit: (p: ASTPath) => void): void {
  const { types } = j;
  const { getFieldValue } = types;
  const hasOwn = Object.prototype.hasOwnProperty;
  const stack: ASTPath[] = roots.slice().reverse();
  const top = new Set(stack);
  const children: ASTPath[] = [];
  while (stack.length > 0) {
    const path = stack.pop()!;
    const value = path.value;
    if (value === null || typeof value !== 'object') continue;
    children.length = 0;
    if (Array.isArray(value)) {
      for (let i = 0; i < value.length; i++) children.push(path.get(i));
    } else {
      // (A plain object such as a template element's { raw, cooked } is walked too.)
      const { names, isNode } = typeFacts(types, value);
      if (isNode && !top.has(path)) visit(path);
      // A node as the walk sees it: its fields by name.
      const fields = value as unknown as Record<string, unknown>;
      for (const name of names) {
        if (!hasOwn.call(value, name)) fields[name] = getFieldValue(value, name);
        const child = fields[name];
        if (child !== null && typeof child === 'object') children.push(path.get(name));
      }
    }
    for (let i = children.length - 1; i >= 0; i--) stack.push(children[i]);
  }
}

/** Whole-tree walks made to build an index, in this process. */
let builds = 0;

/** How many indexes of a whole tree this process has built (a test bounds them per file: one walk per file, issue 31). */
export const indexBuilds = (): number => builds;

function build(j: JSCodeshift, root: Root): NodeIndex {
  builds++;
  const all: ASTPath[] = [];
  allPaths(j, root.paths(), (p) => void all.push(p));
  return indexOver(all);
}

/** The whole walk each index was made from (source pre-order), for an update after an edit (`afterReplacing`). */
const walks = new WeakMap<NodeIndex, ASTPath[]>();

/** The index over `all`, every node path of a tree in source pre-order. */
function indexOver(all: ASTPath[]): NodeIndex {
  // Each type's paths in source order, with each path's place in the whole walk beside it (a parallel
  // list, not a map from path to place: a map entry per node was a sixtieth of what a dense run allocated).
  const byType = new Map<string, { paths: ASTPath[]; at: number[] }>();
  for (let n = 0; n < all.length; n++) {
    const p = all[n];
    const list = byType.get(p.value.type);
    if (list) {
      list.paths.push(p);
      list.at.push(n);
    } else byType.set(p.value.type, { paths: [p], at: [n] });
  }
  // The paths under a type's name hold nodes of that type.
  const ofType = <K extends string>(type: K) => (byType.get(type)?.paths ?? []) as ASTPath<NodeOfType<K>>[];
  // Node → its first path, made on the first question: a node found by scanning its type's list
  // cost a scan per question, the square of the file's size for a transform that asks per call.
  let first: Map<unknown, ASTPath> | undefined;
  const firstPaths = (): Map<unknown, ASTPath> => {
    if (first) return first;
    first = new Map();
    for (const p of all) if (!first.has(p.value)) first.set(p.value, p);
    return first;
  };
  // Several types in source order, merged once per index and set of types: the recognisers ask for
  // the same few sets (calls, functions, class fields) many times over a file and its edits.
  const merged = new Map<string, ASTPath[]>();
  const ofTypes = (types: string[]): ASTPath[] => {
    const key = types.join('\0');
    let list = merged.get(key);
    if (!list) {
      const places = types.flatMap((t) => byType.get(t)?.at ?? []).sort((a, b) => a - b);
      list = places.map((n) => all[n]);
      merged.set(key, list);
    }
    return list;
  };
  const index: NodeIndex = {
    // Like a single type's list, a merged one is shared: callers read it and never change it.
    of: (...types) => (types.length === 1 ? ofType(types[0]) : (ofTypes(types) as ASTPath<NodeOfType<(typeof types)[number]>>[])),
    pathOf: <N extends Node>(node: N) => firstPaths().get(node) as ASTPath<N> | undefined,
  };
  walks.set(index, all);
  return index;
}

/** Indexes updated after an edit instead of built anew, in this process. */
let updates = 0;

/** How many indexes this process has updated for replaced nodes instead of walking the whole tree again. */
export const indexUpdates = (): number => updates;

/** The root's node, when `path` is still where it was (each path up to the root holds its node at its name in its parent). */
function rootHolding(path: ASTPath): unknown {
  let p: ASTPath = path;
  for (; p.parentPath; p = p.parentPath) {
    const parent: unknown = p.parentPath.value;
    if (parent === null || typeof parent !== 'object' || (parent as Record<string | number, unknown>)[p.name] !== p.value) return undefined;
  }
  return p.value;
}

/** Whether `path` was made under `at` (the walk's paths keep their parents: the paths of a replaced subtree still lead to `at`). */
function madeUnder(path: ASTPath, at: ASTPath): boolean {
  for (let p = path.parentPath; p; p = p.parentPath) if (p === at) return true;
  return false;
}

/**
 * The index of the tree after the nodes at `replaced` were replaced (`path.replace(node)` with one
 * node, which keeps the path and gives it the new node) and nothing else changed: the old index's
 * walk with each replaced path's old subtree swapped for a walk of its new one. The same paths, in the
 * same order, as a walk of the whole tree would give (the walk reuses the paths ast-types keeps per
 * parent). Undefined when it cannot tell (a path not in the old walk, or no longer in the tree): the
 * caller builds the index anew.
 */
export function afterReplacing(j: JSCodeshift, index: NodeIndex, replaced: readonly ASTPath<Node>[]): NodeIndex | undefined {
  let all = walks.get(index);
  let rootNode: unknown;
  if (!all || replaced.length === 0) return undefined;
  for (const at of replaced as readonly ASTPath[]) {
    const i = all.indexOf(at);
    rootNode = i < 0 ? undefined : rootHolding(at);
    if (!rootNode || typeof at.value?.type !== 'string' || !typeFacts(j.types, at.value).isNode) return undefined;
    let end = i + 1;
    while (end < all.length && madeUnder(all[end], at)) end++;
    const fresh: ASTPath[] = [at];
    allPaths(j, [at], (p) => void fresh.push(p));
    all = all.slice(0, i).concat(fresh, all.slice(end));
  }
  updates++;
  const updated = indexOver(all);
  // The index kept for the tree without a memo (see nodeIndex) follows, when it was the one updated.
  if (typeof rootNode === 'object' && rootNode && cache.get(rootNode) === index) cache.set(rootNode, updated);
  return updated;
}

/** The memo key of the index: an edit that only changes values (`changed('values')`) keeps it. */
export const NODE_INDEX = 'nodeIndex';

const cache = new WeakMap<object, NodeIndex>();

/**
 * The index of a tree. With a runner memo (which any edit clears) the index follows edits; without
 * one it is built once per tree, for the recognisers that look at a file once (bindings, anchors,
 * SDK receivers).
 */
export function nodeIndex(j: JSCodeshift, root: Root, memo?: <T>(key: string, compute: () => T) => T): NodeIndex {
  const rootNode = root.get().value;
  const fresh = (): NodeIndex => {
    const index = build(j, root);
    cache.set(rootNode, index);
    return index;
  };
  if (memo) return memo(NODE_INDEX, fresh);
  return cache.get(rootNode) ?? fresh();
}

/**
 * A memo for one question asked of a tree without the runner's memo (nothing is edited while it is
 * answered): it holds `index` as the tree's node index and remembers what else is computed, so the
 * helpers it calls (identifiersIn, variableValues) do not build the index again each time.
 */
export function questionMemo(index: NodeIndex): <T>(key: string, compute: () => T) => T {
  const kept = new Map<string, unknown>([[NODE_INDEX, index]]);
  return <T>(key: string, compute: () => T): T => {
    if (!kept.has(key)) kept.set(key, compute());
    return kept.get(key) as T;
  };
}

/** The index built without a memo for this tree, if any (the project index's, for a tree it hands over unedited). */
export function builtIndex(root: Root): NodeIndex | undefined {
  return cache.get(root.get().value);
}

/** The index as the tree is now: through the runner's memo (cleared by any edit), or built anew without one. */
export function currentIndex(ctx: { j: JSCodeshift; root: Root; memo?: <T>(key: string, compute: () => T) => T }): NodeIndex {
  return nodeIndex(ctx.j, ctx.root, ctx.memo ?? ((_key, compute) => compute()));
}

export type IndexContext = Parameters<typeof currentIndex>[0];

/**
 * The index a question reads: the runner's (through its memo, which follows edits), or without a memo
 * the one built once for the tree (nothing tells such a caller of an edit; `currentIndex` would build
 * the whole index again for each question asked).
 */
export function questionIndex(ctx: IndexContext): NodeIndex {
  return ctx.memo ? currentIndex(ctx) : nodeIndex(ctx.j, ctx.root);
}

/**
 * The path of a node of the tree as it is now (undefined when the node is not in it). A node that has
 * its place in the source is reached from the root through the children whose source range holds
 * it, without the index (which an edit invalidates: a transform that edits hundreds of nodes one
 * after the other would rebuild it each time); any other node is looked up in the index.
 */
export function pathOfNode<N extends Node>(ctx: IndexContext, node: N | null | undefined): ASTPath<N> | undefined {
  if (!node || typeof node.type !== 'string') return undefined;
  // The path found holds `node` itself.
  return (descend(ctx.j, ctx.root.paths()[0], node) ?? currentIndex(ctx).pathOf(node)) as ASTPath<N> | undefined;
}

/** The walk from `root` down to `node` through the children whose range holds it; undefined when it does not get there. */
function descend(j: JSCodeshift, root: ASTPath | undefined, node: Node): ASTPath | undefined {
  const span = spanOf(node);
  if (!root || !span) return undefined;
  let path = root;
  for (let depth = 0; path.value !== node; depth++) {
    const value = path.value;
    if (depth > 10_000 || value === null || typeof value !== 'object') return undefined;
    let next: ASTPath | undefined;
    for (const name of typeFacts(j.types, value).names) {
      const child: unknown = (value as unknown as Record<string, unknown>)[name];
      if (Array.isArray(child)) {
        const i = holderIndex(child, span);
        if (i >= 0) next = path.get(name, i);
      } else if (holds(child, span)) {
        next = path.get(name);
      }
      if (next) break;
    }
    if (!next) return undefined;
    path = next;
  }
  return path;
}

/** Whether a path lies inside a node (the node itself excluded), as `j(node).find(…)` would find it. */
export function isInside(path: ASTPath, node: Node): boolean {
  for (let p = path.parentPath; p; p = p.parentPath) if (p.value === node) return true;
  return false;
}

/**
 * The paths of nodes of these types inside `scope` (a node, itself excluded), in source order, as
 * `j(scope).find(…)` finds them but as paths of the whole tree. Inside a function they come from a
 * walk of that function alone: the questions asked about one call's function between two edits
 * would otherwise each rebuild the index of the whole file.
 */
export function nodesIn<K extends string>(ctx: IndexContext, scope: ASTNode, types: readonly K[]): ASTPath<NodeOfType<K>>[] {
  const file = ctx.root.get().value;
  const at = scope === file ? undefined : pathOfNode(ctx, scope);
  if (!at) return currentIndex(ctx).of(...types).filter((p) => scope === file || isInside(p, scope));
  const wanted = new Set<string>(types);
  const out: ASTPath<NodeOfType<K>>[] = [];
  allPaths(ctx.j, [at], (p) => {
    if (wanted.has(p.value.type)) out.push(p as ASTPath<NodeOfType<K>>);
  });
  return out;
}

/**
 * The paths strictly under `at` whose node is of one of `types`, in the order and with the paths
 * `j(at).find(…)` gives them, without ast-types' visitor (see allPaths). A caller mirroring `find`
 * names every type whose visitor method it stands for (`find(j.Identifier)` visits JSXIdentifier and
 * TSTypeParameter too: ast-types bases them on Identifier).
 */
export function pathsUnder(j: JSCodeshift, at: ASTPath, types: ReadonlySet<string>): ASTPath[] {
  const out: ASTPath[] = [];
  allPaths(j, [at], (p) => {
    if (types.has(p.value.type)) out.push(p);
  });
  return out;
}

/** The identifiers named `name` inside `scope` (a node), as `j(scope).find(j.Identifier, { name })` finds them, but as paths of the whole tree. */
export function identifiersIn(ctx: IndexContext, scope: ASTNode, name: string): ASTPath<Identifier>[] {
  return nodesIn(ctx, scope, ['Identifier']).filter((p) => p.value.name === name);
}

/** The index's identifiers by name, built once per index (the index is rebuilt after an edit, and this with it). */
const identifiersByName = new WeakMap<NodeIndex, Map<string, ASTPath<Identifier>[]>>();

/**
 * `identifiersIn` for a caller that holds the file's index already (a value-flow question): the
 * identifiers named `name` inside `scope`, looked up by name in the index instead of walking the scope,
 * whose cost is the scope's size for each name asked (a file's top-level names, each asked once,
 * walked the file once each).
 */
export function identifiersNamedIn(index: NodeIndex, root: Root, scope: ASTNode, name: string): ASTPath<Identifier>[] {
  let names = identifiersByName.get(index);
  if (!names) {
    names = new Map();
    for (const p of index.of('Identifier')) {
      const list = names.get(p.value.name);
      if (list) list.push(p);
      else names.set(p.value.name, [p]);
    }
    identifiersByName.set(index, names);
  }
  const found = names.get(name) ?? [];
  return scope === root.get().value ? [...found] : found.filter((p) => isInside(p, scope));
}

/**
 * Where a value sits: the casts and parentheses written around it (outermost first), and the
 * declarator it initialises through them (`const r: T = {…} as U`), if any. Undefined when the node
 * is not in the tree.
 */
export function heldBy(ctx: IndexContext, node: ASTNode): { wrappers: ASTNode[]; declarator?: ASTPath<VariableDeclarator> } | undefined {
  const at = pathOfNode(ctx, node);
  if (!at) return undefined;
  const wrappers: ASTNode[] = [];
  let top: ASTPath = at;
  // A parent that unwraps to the node is a cast or parentheses around it (see `unwrap`).
  while (top.parent && unwrap(top.parent.value) === node) {
    top = top.parent;
    wrappers.unshift(top.value);
  }
  const parent = top.parent;
  return { wrappers, declarator: parent?.value?.type === 'VariableDeclarator' && parent.value.init === top.value ? parent : undefined };
}
