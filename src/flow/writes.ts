import type { ASTNode, ASTPath, Identifier } from 'jscodeshift';
import { identifiersNamedIn, type NodeIndex, type Root } from '../ast/node-index';

/**
 * The places that write a name inside a scope: an assignment's target, `++`/`--`, the target of a
 * `for…in`/`for…of`, a destructuring target. Every identifier of that name counts, those of a nested
 * declaration of the same name too (more writes, never fewer: a name said to be unwritten is).
 */
export function writesOf(index: NodeIndex, root: Root, scope: ASTNode, name: string): ASTPath<Identifier>[] {
  return identifiersNamedIn(index, root, scope, name).filter((p) => {
    const parent = p.parentPath?.value;
    if (!parent) return false;
    if (parent.type === 'AssignmentExpression') return parent.left === p.value;
    if (parent.type === 'UpdateExpression') return true;
    if (parent.type === 'ForInStatement' || parent.type === 'ForOfStatement') return parent.left === p.value;
    return parent.type === 'ArrayPattern' || (parent.type === 'ObjectProperty' && parent.value === p.value && p.parentPath?.parentPath?.parentPath?.value?.type === 'ObjectPattern');
  });
}
