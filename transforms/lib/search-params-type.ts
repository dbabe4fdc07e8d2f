import type { ASTNode, ASTPath } from 'jscodeshift';
import type { ApiCall, RecognitionContext } from '../../src/cloudflare';
import { isWrapper, pathOfNode, unwrap, type MaybeNode } from '../../src/ast';
import type { SearchEntry, SearchParamsValue } from '../../src/flow';
import { filterParams } from './list-filters';
import { sameChain } from './same-record-type';

/*
 * The type filter of a list request whose query is a URLSearchParams the code builds (dns-record-type-change's
 * lookup functions, lookup-function.ts), as the value-flow layer knows it (src/flow/search-params.ts):
 * `?${q}` or `?${q.toString()}` with `const q = new URLSearchParams({ type: kind })`, or
 * `q.set('type', kind)` / `q.append('type', kind)`, given `type` once, where it always runs or as the
 * one statement of an `if (kind)` of the block that declares `q` (no filter then sends no type
 * either). Params the layer does not know whole (handed to a call, a key it cannot read), a second
 * `type`, a `delete` of it or one written in another branch leave the filter unknown.
 */

/** The expression the query's URLSearchParams gives `type` (see above), or undefined. */
export function searchParamsType(ctx: RecognitionContext, call: ApiCall): MaybeNode {
  for (const params of filterParams(ctx, call)) {
    const found = paramsType(ctx, params);
    if (found) return found;
  }
  return undefined;
}

/** The type the query parameters are given, when they are given one once (see above). */
function paramsType(ctx: RecognitionContext, params: SearchParamsValue): MaybeNode {
  if (params.open) return undefined;
  const typed = params.entries.filter((e) => e.key === 'type');
  const [entry] = typed;
  if (typed.length !== 1 || entry.op === 'delete' || !entry.value) return undefined;
  return !entry.branch || guarded(ctx, params, entry) ? unwrap(entry.value) : undefined;
}

/**
 * Whether an entry written in a branch runs whenever its value is given: the one statement of an
 * `if (value)` with no else, in the block that declares the params.
 */
function guarded(ctx: RecognitionContext, params: SearchParamsValue, entry: SearchEntry): boolean {
  const at = pathOfNode(ctx, entry.at);
  const statement = at?.value.type === 'ExpressionStatement' ? at : at?.parent;
  if (statement?.value.type !== 'ExpressionStatement') return false;
  let holder: ASTPath | null | undefined = statement.parent;
  if (holder?.value.type === 'BlockStatement' && holder.value.body.length === 1) holder = holder.parent;
  const guard = holder?.value;
  return guard?.type === 'IfStatement' && !guard.alternate && sameChain(guard.test, entry.value) && holder?.parent?.value === declaringBlock(ctx, params.node);
}

/** The block (or program) whose statement declares the name a `new URLSearchParams(…)` is held by. */
function declaringBlock(ctx: RecognitionContext, made: ASTNode): ASTNode | undefined {
  let at: ASTPath | undefined = pathOfNode(ctx, made);
  while (at && isWrapper(at.parent?.value)) at = at.parent;
  const declarator = at?.parent;
  return declarator?.value.type === 'VariableDeclarator' ? declarator.parent?.parent?.value : undefined;
}
