import type { ASTPath, CallExpression } from 'jscodeshift';
import { pathOfNode, type IndexContext, type NodeIndex } from '../ast/node-index';
import { declarationsAt } from '../ast/scope';
import { isMember, isProperty, type FunctionNode } from '../ast/syntax';

/*
 * Where a function of the file is called, when those are all the places it can be: the file only
 * calls it by its name (a function declaration, or a `const` given an arrow or a function), never
 * exports it nor hands it on (a callback, a property, `export { f }`), so the values its parameters
 * hold are the union of what these calls pass (docs/value-flow.md). The SDK chains (clients.ts) and
 * the records followed into a function's parameter (src/cloudflare/responses/passed-items.ts) ask it.
 */

/** Every call of `fn` when the file only calls it by its name (not exported, not handed on), or undefined. */
export function callSites(ctx: IndexContext, index: NodeIndex, fn: FunctionNode): ASTPath<CallExpression>[] | undefined {
  const at = pathOfNode(ctx, fn);
  const holder = at?.parentPath?.value;
  const id = fn.type === 'FunctionDeclaration' ? fn.id : holder?.type === 'VariableDeclarator' && holder.init === fn && holder.id.type === 'Identifier' ? holder.id : undefined;
  if (!at || !id) return undefined;
  const exported = (fn.type === 'FunctionDeclaration' ? at.parentPath : at.parentPath?.parentPath?.parentPath)?.value?.type;
  if (exported === 'ExportNamedDeclaration' || exported === 'ExportDefaultDeclaration') return undefined;
  const sites: ASTPath<CallExpression>[] = [];
  for (const ref of index.of('Identifier')) {
    if (ref.value.name !== id.name || ref.value === id) continue;
    const parent = ref.parentPath?.value;
    // A member's key or an object's key of the same name is not a reference.
    if ((isMember(parent) && parent.property === ref.value && !parent.computed) || (isProperty(parent) && parent.key === ref.value && !parent.computed && !parent.shorthand)) continue;
    const found = declarationsAt(index, ref, id.name);
    if (found.length !== 1 || found[0].id !== id) continue;
    if (parent?.type !== 'CallExpression' || parent.callee !== ref.value) return undefined;
    sites.push(ref.parentPath);
  }
  return sites;
}
