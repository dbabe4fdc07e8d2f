import type { ASTNode, ASTPath } from 'jscodeshift';
import { currentIndex, type IndexContext } from '../../ast/node-index';
import type { FunctionNode } from '../../ast/syntax';
import { callsByName } from '../../flow/call-sites';
import { ownReturns } from '../../flow/returns';
import { thenCall } from '../../flow/settled';

/*
 * Records a function of the file returns (docs/value-flow.md, "Who asks it": results): a wrapper that
 * hands out a request's result list or record (`async function listRecords(z) { const res = await
 * fetch(…); return (await res.json()).result }`, `const all = async () => { …; return body.result }`)
 * is followed into each call of it the file makes by its name (`(await listRecords(z)).filter(…)`,
 * `const all = await fetchRecords(z)`; a `.then` callback's in its `.then` call), when every `return` of the function (an arrow's expression
 * body is its one return) hands out a followed value of one kind: all lists or all single records.
 * A function that may also return something else (`return []`, a cache, another host's records) is
 * not followed: its calls hold a mix. Being exported does not matter here: what a call of it returns
 * is the result whoever else calls it. The filters the list went through on its way out
 * (`return result.filter((r) => r.type === 'SRV')`) go with its calls' elements.
 */

/** A followed value met as what a function returns: whether it is a list, the filters it went through. */
export interface ReturnedValue<F> {
  list: boolean;
  filters: F[];
}

/** A function every return of which hands out followed values of one kind, and where the file calls it. */
interface ReturningFunction<F> extends ReturnedValue<F> {
  fn: FunctionNode;
  calls: ASTPath[];
}

/**
 * The functions every return of which `returned` holds (function → its returned argument nodes → what
 * each is), one kind for all, not asked before (`followed`), with the calls by name where the file
 * receives what they return.
 */
export function returningFunctions<F>(
  ctx: IndexContext,
  returned: ReadonlyMap<FunctionNode, ReadonlyMap<ASTNode, ReturnedValue<F>>>,
  followed: Set<ASTNode>,
): Array<ReturningFunction<F>> {
  const out: Array<ReturningFunction<F>> = [];
  for (const [fn, values] of returned) {
    if (followed.has(fn)) continue;
    const kind = oneKind(ctx, fn, values);
    if (!kind) continue;
    followed.add(fn);
    const then = thenCall(ctx, fn);
    out.push({ fn, ...kind, calls: [...callsByName(ctx, currentIndex(ctx), fn), ...(then ? [then] : [])] });
  }
  return out;
}

/** What every return of `fn` hands out, when each is a followed value and all are of one kind. */
function oneKind<F>(ctx: IndexContext, fn: FunctionNode, values: ReadonlyMap<ASTNode, ReturnedValue<F>>): ReturnedValue<F> | undefined {
  if (fn.type === 'ArrowFunctionExpression' && fn.body.type !== 'BlockStatement') return values.get(fn.body);
  const returns = ownReturns(currentIndex(ctx), fn);
  const found = returns.map((r) => (r.value.argument ? values.get(r.value.argument) : undefined));
  const first = found[0];
  if (!first || found.some((v) => v?.list !== first.list)) return undefined;
  return { list: first.list, filters: found.length === 1 ? first.filters : [] };
}
