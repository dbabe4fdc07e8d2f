import type { ASTNode } from 'jscodeshift';
import type { NodeIndex } from '../ast/node-index';
import type { Declaration } from '../ast/scope';
import type { Question } from './question';

/**
 * A question about a declared name whose answer depends only on the tree (its uses, its writes),
 * remembered once per declaration and node index: an edit makes a new index, so it is asked again.
 */
export function perDeclaration<T>(compute: (q: Question, declaration: Declaration) => T): (q: Question, declaration: Declaration) => T {
  const found = new WeakMap<NodeIndex, Map<ASTNode, T>>();
  return (q, declaration) => {
    const byId = found.get(q.index) ?? found.set(q.index, new Map()).get(q.index)!;
    if (byId.has(declaration.id)) return byId.get(declaration.id)!;
    const answer = compute(q, declaration);
    byId.set(declaration.id, answer);
    return answer;
  };
}
