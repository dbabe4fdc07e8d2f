import type { ASTPath } from 'jscodeshift';
import { values, type ObjectValue } from '../../src/flow';
import { unwrap } from '../../src/ast/syntax';
import { converterName } from './converter-uses';
import { enteredAlone, entries, listedAlone } from './listed-bodies';
import type { Ctx } from './messages';

/*
 * A list two converters fill (`out.push(sipRecord(h)); out.push(xmppRecord(h))`, then `for (const b of
 * out) post(b)`): listed-bodies.ts's `listedAlone` opens an object when some value enters its list
 * that is not made by its own converter, since another reader may hold that value. A call of another
 * converter of the module whose every value is that converter's own object, a fresh one each call, is
 * no such value; the list then holds each converter's objects alone. Each converter must pass the same
 * checks (`passes`: converter-uses.ts's every use a DNS record body): when one of them does not, the
 * objects of the list stay open, all of them reported and none rewritten.
 */

/** `listedAlone`, an entry made by another converter of the module that `passes` also counting as alone. */
export function listedAmong(ctx: Ctx, object: ObjectValue, passes: (converter: string) => boolean): ObjectValue {
  const judged = listedAlone(ctx, object);
  if (!judged.open || object.open || !object.item) return judged;
  const own = converterName(ctx, object.node);
  if (own === undefined || !passes(own)) return judged;
  const entered = entries(ctx, object.item);
  const alone = (e: ASTPath): boolean => enteredAlone(ctx, e, object) || otherConverter(ctx, e, passes);
  return entered && entered.every(alone) ? object : judged;
}

/** Whether the entry is a call of another converter of the module, each value of which is an object of that converter's that passes. */
function otherConverter(ctx: Ctx, entry: ASTPath, passes: (converter: string) => boolean): boolean {
  const call = unwrap(entry.value);
  const callee = call?.type === 'CallExpression' ? unwrap(call.callee) : undefined;
  if (callee?.type !== 'Identifier') return false;
  const made = values(ctx, call);
  const each = (v: (typeof made)[number]): boolean => v.kind === 'object' && !v.open && converterName(ctx, v.node) === callee.name;
  return made.length > 0 && made.every(each) && passes(callee.name);
}
