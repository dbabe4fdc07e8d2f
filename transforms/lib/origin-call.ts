/**
 * Where a value comes from: the call whose response an expression reads (a filter id read from the
 * response of the request that created the filter), followed through consts and `await res.json()`
 * within the file, with the node index rather than walks of the tree.
 */
import type { ASTPath, VariableDeclarator } from 'jscodeshift';
import type { ApiCall } from '../../src/cloudflare';
import { currentIndex, isInside, isMember, pathOfNode, unwrap } from '../../src/ast';
import { declarationsAt } from '../../src/ast/scope';
import type { TransformContext } from '../../src/types';

/**
 * The call among `candidates` whose response an expression reads (`created.result[0].id`,
 * `res.data.result[0].id`, `(await res.json()).result[0].id`, `filters[0].id`), following consts and
 * `await res.json()` within the file; with the index the expression reads (`[1]` → 1).
 */
export function originCall(ctx: TransformContext, node: any, candidates: ApiCall[], depth = 0): { call: ApiCall; index?: number } | undefined {
  if (depth > 4 || !node) return undefined;
  const index = readIndex(node);
  const direct = candidates.find((c) => c.path.value === node || isInside(c.path, node));
  if (direct) return { call: direct, index };
  const base = baseName(node);
  if (!base) return undefined;
  const init = declaredValue(ctx, base.name, base.at);
  if (!init) return undefined;
  const found = originCall(ctx, init, candidates, depth + 1);
  return found && { call: found.call, index: index ?? found.index };
}

function readIndex(node: any): number | undefined {
  for (let n = unwrap(node); n; n = unwrap(n.object ?? n.argument)) {
    if (isMember(n) && n.computed && unwrap(n.property)?.type === 'NumericLiteral') return unwrap(n.property).value;
    if (!isMember(n) && n.type !== 'AwaitExpression') return undefined;
  }
  return undefined;
}

/** The identifier a member chain, `await`, `.json()` or `.then(...)` call starts from. */
function baseName(node: any): { name: string; at: any } | undefined {
  let n = unwrap(node);
  for (let i = 0; i < 12 && n; i++) {
    if (n.type === 'Identifier') return { name: n.name, at: n };
    if (isMember(n)) n = unwrap(n.object);
    else if (n.type === 'AwaitExpression') n = unwrap(n.argument);
    else if (n.type === 'CallExpression' && isMember(n.callee)) n = unwrap(n.callee.object);
    else return undefined;
  }
  return undefined;
}

/** The initialiser of the one declaration `name` stands for at `at` (by scope: scope.ts's declarationsAt), destructuring included. */
function declaredValue(ctx: TransformContext, name: string, at: any): any {
  const usePath = pathOfNode(ctx, at);
  const declared = usePath ? declarationsAt(currentIndex(ctx), usePath, name) : [];
  return declared.length === 1 ? (declared[0].declarator as ASTPath<VariableDeclarator> | undefined)?.value.init : undefined;
}
