import type { ASTNode, ASTPath } from 'jscodeshift';
import { pathOfNode, type IndexContext } from '../ast/node-index';
import { isCall, isMember, isWrapper, memberName, unwrap, type MaybeNode } from '../ast/syntax';
import { values } from './values';
import type { SearchParamsValue } from './value';

/*
 * The query parameters an expression that reads a URLSearchParams stands for (search-params.ts): what a
 * URL interpolates or concatenates (`${q}`, `${q.toString()}`, `'?' + String(q)`) or a request is given
 * as its `params`. The URL resolver follows a `const` to what it is declared with, so a part of a URL
 * may be the `new URLSearchParams(…)` itself: it is read as the name that holds it, with every change
 * made through that name.
 */

/** The one URLSearchParams `node` reads (see above), or undefined when it reads none or may read several. */
export function searchParamsOf(ctx: IndexContext, node: MaybeNode): SearchParamsValue | undefined {
  let n = unwrap(node);
  if (isCall(n) && isMember(n.callee) && memberName(n.callee) === 'toString' && n.arguments.length === 0) n = unwrap(n.callee.object);
  else if (isCall(n) && unwrap(n.callee)?.type === 'Identifier' && unwrap(n.callee).name === 'String' && n.arguments.length === 1) n = unwrap(n.arguments[0]);
  if (!n) return undefined;
  const found = values(ctx, n.type === 'NewExpression' ? (holder(ctx, n) ?? n) : n);
  return found.length === 1 && found[0].kind === 'search' ? found[0] : undefined;
}

/** The name a `new …` is declared with (`const q = new URLSearchParams(…)`, under a cast too), if it is one's whole initialiser. */
function holder(ctx: IndexContext, made: ASTNode): ASTNode | undefined {
  let at: ASTPath | undefined = pathOfNode(ctx, made);
  while (at && isWrapper(at.parent?.value)) at = at.parent;
  const declarator = at?.parent?.value;
  return declarator?.type === 'VariableDeclarator' && declarator.init === at?.value && declarator.id.type === 'Identifier' ? declarator.id : undefined;
}
