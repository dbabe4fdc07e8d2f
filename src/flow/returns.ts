import type { ASTNode, ASTPath, ReturnStatement } from 'jscodeshift';
import type { NodeIndex } from '../ast/node-index';
import { enclosingFunction } from '../ast/bindings';

/*
 * The `return` statements of each function of a tree (its own, not those of a function nested in
 * it), found once per node index from the index's list of returns: a walk of each function asked
 * about (invoke.ts) cost a dense run about 1% of its time, the file's top-level functions walked
 * again in every pass.
 */

const byIndex = new WeakMap<NodeIndex, Map<ASTNode, ASTPath<ReturnStatement>[]>>();

/** The `return` statements of `fn` (a function node of the tree `index` is of), in source order. */
export function ownReturns(index: NodeIndex, fn: ASTNode): ASTPath<ReturnStatement>[] {
  let byFunction = byIndex.get(index);
  if (!byFunction) {
    byFunction = new Map();
    for (const p of index.of('ReturnStatement')) {
      const owner = enclosingFunction(p)?.value;
      if (!owner) continue;
      const list = byFunction.get(owner);
      if (list) list.push(p);
      else byFunction.set(owner, [p]);
    }
    byIndex.set(index, byFunction);
  }
  return byFunction.get(fn) ?? [];
}
