import type { ASTNode, ASTPath, CallExpression } from 'jscodeshift';
import { pathOfNode, type IndexContext, type NodeIndex } from '../ast/node-index';
import { unwrap, type FunctionNode } from '../ast/syntax';
import { paramAt, thisShift } from '../ast/this-parameter';
import { callSites } from './call-sites';
import { evaluate, union, type Question } from './question';
import type { Value } from './value';
import { isUndefined } from './constructor-arguments';

/*
 * A parameter with a default written beside it (`function api(path, base = CF_API)`), read in its
 * function (docs/value-flow.md, "Functions and calls"): when the file holds every call of the function
 * (`callSites`: called by its name only, not exported nor handed on), the parameter holds, at each
 * call, the argument passed for it or, where none is (or `undefined`), the default: the union of
 * these. So a wrapper whose callers never pass a base sends to the default's host. Only when NO call
 * passes the argument: where a call passes one, the parameter stays a hole each call binds (the
 * wrapper is judged at its calls, with the caller's method and suffix, as before; answering the union
 * there made a listing helper's `suffix = ''` a known path whose method was unknown, a false marker).
 * When the calls may not all be in sight, the parameter stays a hole too (invoke.ts gives it the
 * default at a call without the argument): unknown to a question asked inside the function.
 */

const sitesByIndex = new WeakMap<NodeIndex, Map<FunctionNode, ASTPath<CallExpression>[] | undefined>>();

/**
 * Whether `fn`'s parameter at argument position `index` always holds its default: the file holds
 * every call of the function (`callSites`), there is at least one, and none passes a value there
 * (`undefined` is none) nor a spread before it. The records a parameter's default reads (items.ts) ask it too.
 */
export function leftToDefault(ctx: IndexContext, index: NodeIndex, fn: FunctionNode, position: number): boolean {
  const byFn = sitesByIndex.get(index) ?? sitesByIndex.set(index, new Map()).get(index)!;
  if (!byFn.has(fn)) byFn.set(fn, callSites(ctx, index, fn));
  const sites = byFn.get(fn);
  if (!sites || sites.length === 0) return false;
  return sites.every(({ value }) => {
    const args = value.arguments as ASTNode[];
    const arg = unwrap(args[position]);
    return !args.slice(0, position + 1).some((a) => a.type === 'SpreadElement') && (!arg || isUndefined(arg));
  });
}

/** The values of `fn`'s defaulted parameter at `index` over the file's calls, or undefined when it has no default or the calls are not all known. */
export function defaultedParameter(q: Question, fn: FunctionNode, index: number, depth: number): Value[] | undefined {
  if (paramAt(fn, index)?.type !== 'AssignmentPattern') return undefined;
  const at = pathOfNode(q.ctx, fn);
  // A call that passes it: the calls bind the parameter (see above).
  if (!at || !leftToDefault(q.ctx, q.index, fn, index)) return undefined;
  return union(q, fn, evaluate(q, at.get('params', index + thisShift(fn), 'right'), depth + 1));
}
