import type { ASTNode, ASTPath, CallExpression } from 'jscodeshift';
import { pathOfNode, type NodeIndex } from '../ast/node-index';
import { unwrap, type FunctionNode } from '../ast/syntax';
import { paramAt, thisShift } from '../ast/this-parameter';
import { callSites } from './call-sites';
import { evaluate, union, type Question } from './question';
import { markReadOnly, type Value } from './value';
import { isUndefined } from './constructor-arguments';

/*
 * A parameter with a default written beside it (`function api(path, base = CF_API)`), read in its
 * function (docs/value-flow.md, "Functions and calls"): when the file holds every call of the function
 * (`callSites`: called by its name only, not exported nor handed on), the parameter holds, at each
 * call, the argument passed for it or, where none is (or `undefined`), the default: the union of
 * these. So a wrapper whose callers never pass a base sends to the default's host, and one whose
 * callers all pass another host sends there, not to the default's. When the calls may not all be in
 * sight, the parameter stays a hole the call binds (invoke.ts gives it the default at a call without
 * the argument), as before: unknown to a question asked inside the function.
 */

const sitesByIndex = new WeakMap<NodeIndex, Map<FunctionNode, ASTPath<CallExpression>[] | undefined>>();

/** The values of `fn`'s defaulted parameter at `index` over the file's calls, or undefined when it has no default or the calls are not all known. */
export function defaultedParameter(q: Question, fn: FunctionNode, index: number, depth: number): Value[] | undefined {
  if (paramAt(fn, index)?.type !== 'AssignmentPattern') return undefined;
  const byFn = sitesByIndex.get(q.index) ?? sitesByIndex.set(q.index, new Map()).get(q.index)!;
  if (!byFn.has(fn)) byFn.set(fn, callSites(q.ctx, q.index, fn));
  const sites = byFn.get(fn);
  const at = pathOfNode(q.ctx, fn);
  if (!sites || sites.length === 0 || !at) return undefined;
  const sets: Value[][] = [];
  let defaulted = false;
  for (const site of sites) {
    const args = site.value.arguments as ASTNode[];
    if (args.slice(0, index + 1).some((a) => a.type === 'SpreadElement')) return undefined;
    const arg = unwrap(args[index]);
    if (!arg || isUndefined(arg)) defaulted = true;
    // Written at the call, for that call only: not the function's text to edit.
    else sets.push(markReadOnly(evaluate(q, site.get('arguments', index), depth + 1), 'call'));
  }
  if (defaulted) sets.push(evaluate(q, at.get('params', index + thisShift(fn), 'right'), depth + 1));
  return union(q, fn, ...sets);
}
