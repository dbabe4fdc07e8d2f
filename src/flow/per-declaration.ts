import type { ASTNode } from 'jscodeshift';
import type { NodeIndex } from '../ast/node-index';
import type { Declaration } from '../ast/scope';
import type { Question } from './question';

/**
 * A question about a declared name whose answer depends only on the tree (its uses, its writes),
 * remembered once per declaration and node index: an edit makes a new index, so it is asked again.
 */
export function perDeclaration<T>(compute: (q: Question, declaration: Declaration) => T): (q: Question, declaration: Declaration) => T {
  const found = perIndex(() => new Map<ASTNode, T>());
  return (q, declaration) => {
    const byId = found(q.index);
    if (byId.has(declaration.id)) return byId.get(declaration.id)!;
    const answer = compute(q, declaration);
    byId.set(declaration.id, answer);
    return answer;
  };
}

/** A question about the whole tree behind a node index (what the file writes, links, declares), answered once per index. */
export function perIndex<T>(compute: (index: NodeIndex) => T): (index: NodeIndex) => T {
  const found = new WeakMap<NodeIndex, T>();
  return (index) => {
    if (!found.has(index)) found.set(index, compute(index));
    return found.get(index) as T;
  };
}
