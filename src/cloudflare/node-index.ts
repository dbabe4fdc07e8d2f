import type { ASTPath, Collection, JSCodeshift } from 'jscodeshift';

/**
 * Every path of a tree grouped by node type, from one traversal. The recognisers ask it for
 * declarators, assignments, class members and calls instead of walking the whole tree once for each
 * question (each walk of ast-types costs about as much as a parse of the file).
 */
export interface NodeIndex {
  /** Paths of nodes of these types, in source (pre-)order. */
  of(...types: string[]): ASTPath<any>[];
}

const FUNCTION_TYPES = [
  'FunctionDeclaration',
  'FunctionExpression',
  'ArrowFunctionExpression',
  'ObjectMethod',
  'ClassMethod',
  'ClassPrivateMethod',
];
export const FUNCTIONS = FUNCTION_TYPES;
export const CALLS = ['CallExpression', 'OptionalCallExpression', 'NewExpression'];
export const CLASS_FIELDS = ['ClassProperty', 'ClassPrivateProperty', 'PropertyDefinition'];

function build(j: JSCodeshift, root: Collection<any>): NodeIndex {
  const byType = new Map<string, ASTPath<any>[]>();
  const order = new Map<ASTPath<any>, number>();
  let n = 0;
  root.find(j.Node).forEach((p: ASTPath<any>) => {
    const list = byType.get(p.value.type);
    if (list) list.push(p);
    else byType.set(p.value.type, [p]);
    order.set(p, n++);
  });
  return {
    of: (...types) => {
      if (types.length === 1) return byType.get(types[0]) ?? [];
      return types.flatMap((t) => byType.get(t) ?? []).sort((a, b) => order.get(a)! - order.get(b)!);
    },
  };
}

const cache = new WeakMap<object, NodeIndex>();

/**
 * The index of a tree. With a runner memo (which any edit clears) the index follows edits; without
 * one it is built once per tree, for the recognisers that look at a file once (bindings, anchors,
 * SDK receivers).
 */
export function nodeIndex(j: JSCodeshift, root: Collection<any>, memo?: <T>(key: string, compute: () => T) => T): NodeIndex {
  const rootNode = root.get().value;
  const fresh = (): NodeIndex => {
    const index = build(j, root);
    cache.set(rootNode, index);
    return index;
  };
  if (memo) return memo('nodeIndex', fresh);
  return cache.get(rootNode) ?? fresh();
}

/** The index as the tree is now: through the runner's memo (cleared by any edit), or built anew without one. */
export function currentIndex(ctx: { j: JSCodeshift; root: Collection<any>; memo?: <T>(key: string, compute: () => T) => T }): NodeIndex {
  return nodeIndex(ctx.j, ctx.root, ctx.memo ?? ((_key, compute) => compute()));
}
