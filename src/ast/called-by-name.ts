import type { ASTNode } from 'jscodeshift';
import { pathOfNode, type IndexContext, type NodeIndex } from './node-index';

/**
 * Whether a function is only ever called by its name: a declaration (`function f`) or a variable's
 * initial value (`const f = () => …`) whose name the file reads nowhere but as the callee of a call
 * (`f(…)`, `f?.(…)`). No other expression of the file (a member read, an argument, an export) can then
 * hold it. Any other identifier so named (a key, a member, a binding that shadows it) counts as a read.
 */
export function calledByNameOnly(ctx: IndexContext, index: NodeIndex, fn: ASTNode): boolean {
  const at = pathOfNode(ctx, fn);
  const holder = at?.parent?.value as ASTNode | undefined;
  const id = !at ? undefined : fn.type === 'FunctionDeclaration' ? fn.id : holder?.type === 'VariableDeclarator' && holder.init === fn ? holder.id : undefined;
  if (id?.type !== 'Identifier') return false;
  const called = (p: { value: ASTNode; parent?: { value: ASTNode } | null }): boolean => {
    const call = p.parent?.value;
    return (call?.type === 'CallExpression' || call?.type === 'OptionalCallExpression') && call.callee === p.value;
  };
  return index.named(id.name).every((p) => p.value === id || called(p));
}
