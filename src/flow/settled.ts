import type { ASTPath } from 'jscodeshift';
import { pathOfNode } from '../ast/node-index';
import { isCall, isFunction, isMember, memberName, type FunctionNode } from '../ast/syntax';
import { MAX_DEPTH } from './budget';
import { union, type Question } from './question';
import { ownReturns } from './returns';
import { unknown, type Value } from './value';

/*
 * A promise's fulfilment callback (`p.then((found) => …)`): its first parameter holds what `p` settles
 * to. A `.then` given one callback settles to what that callback returns (its expression body, every
 * `return` of its block), a returned `.then` chain settled in turn (`.then((zone) => cf.list(zone.id)
 * .then((page) => page.result.find(…)))`); any other promise is its own values (an API call is the
 * call: its askers read the answer off it).
 */

/** The values the first parameter of `fn` holds when `fn` is the one callback of a `.then` (see above); undefined otherwise. */
export function thenSettled(q: Question, fn: FunctionNode, depth: number): Value[] | undefined {
  const call = pathOfNode(q.ctx, fn)?.parent;
  if (!isCall(call?.value) || call.value.arguments[0] !== fn || !isMember(call.value.callee) || memberName(call.value.callee) !== 'then') return undefined;
  return settled(q, call.get('callee', 'object'), depth + 1);
}

/** What the promise at `at` settles to (see above). */
function settled(q: Question, at: ASTPath, depth: number): Value[] {
  const n = at.value;
  const callback = isCall(n) && n.arguments.length === 1 && isMember(n.callee) && memberName(n.callee) === 'then' ? n.arguments[0] : undefined;
  if (!isFunction(callback)) return q.ask(at, depth);
  if (depth > MAX_DEPTH) return [unknown(n)];
  const fn = at.get('arguments', 0);
  const returned = callback.body.type === 'BlockStatement' ? ownReturns(q.index, callback).map((r) => r.get('argument')) : [fn.get('body')];
  if (returned.length === 0 || returned.some((r) => !r.value)) return [unknown(n)];
  return union(q, n, ...returned.map((r: ASTPath) => settled(q, r, depth + 1)));
}
