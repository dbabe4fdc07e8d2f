import type { ASTNode, ASTPath, ClassProperty, Collection, Identifier, JSCodeshift, Node, VariableDeclarator } from 'jscodeshift';
import { unwrap } from './syntax';
import { memoOr } from '../memo';
import { holderIndex, holds, spanOf } from './span';
import { typeFacts } from './field-names';

import { allPaths, rootHolding } from './all-paths';
import { TreeIndex, type NodeIndex, type NodeOfType } from './tree-index';

export type { NodeIndex, NodeOfType } from './tree-index';
export { indexBuilds } from './tree-index';

/** A parsed tree as jscodeshift hands it over (`j(source)`): the collection of its root path. */
export type Root = Collection<ASTNode>;

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

/** The index of each tree built without a memo (see nodeIndex). */
const cache = new WeakMap<object, NodeIndex>();

/** Indexes updated after an edit instead of built anew, in this process. */
let updates = 0;

/** How many indexes this process has updated for replaced nodes instead of walking the whole tree again. */
export const indexUpdates = (): number => updates;

/**
 * The index of the tree after the nodes at `replaced` were replaced (`path.replace(node)` with one
 * node, which keeps the path and gives it the new node) and nothing else changed: a new index
 * over the same walk, in which only the replaced subtrees were walked again (see TreeIndex): the
 * same paths in the same order as a walk of the whole tree would give. Undefined when it cannot tell (a path no longer in the
 * tree, or outside the Program's statements): the caller builds the index anew.
 */
export function afterReplacing(_j: JSCodeshift, index: NodeIndex, replaced: readonly ASTPath<Node>[]): NodeIndex | undefined {
  const updated = index instanceof TreeIndex ? index.replaced(replaced as readonly ASTPath[]) : undefined;
  if (!updated) return undefined;
  updates++;
  // The index kept for the tree without a memo (see nodeIndex) follows, when it was the one updated.
  const rootNode = replaced[0] && rootHolding(replaced[0] as ASTPath);
  if (typeof rootNode === 'object' && rootNode && cache.get(rootNode) === index) cache.set(rootNode, updated);
  return updated;
}

/** The memo key of the index: an edit that only changes values (`changed('values')`) keeps it. */
export const NODE_INDEX = 'nodeIndex';

/**
 * The index of a tree. With a runner memo (which any edit clears) the index follows edits; without
 * one it is built once per tree, for the recognisers that look at a file once (bindings, anchors,
 * SDK receivers).
 */
export function nodeIndex(j: JSCodeshift, root: Root, memo?: <T>(key: string, compute: () => T) => T): NodeIndex {
  const rootNode = root.get().value;
  const fresh = (): NodeIndex => {
    const index = TreeIndex.build(j, root.paths());
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
  return nodeIndex(ctx.j, ctx.root, memoOr(ctx.memo));
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

/**
 * The identifiers named `name` inside `scope` (a node, itself excluded; the whole tree for its root), in
 * source order, from the index: for a scope inside one Program statement, only that statement's
 * identifiers of the name are looked at (each question used to cost the file's size, issue 31).
 */
export function identifiersNamedIn(index: NodeIndex, root: Root, scope: ASTNode, name: string): ASTPath<Identifier>[] {
  if (scope === root.get().value) return [...index.named(name)];
  return index.namedNear(name, scope as Node).filter((p) => isInside(p, scope));
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
