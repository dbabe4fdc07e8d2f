import type { ASTNode } from 'jscodeshift';
import type { IndexContext } from '../ast/node-index';
import { paramAt } from '../ast/this-parameter';
import { argumentOf } from './bound-parts';
import { wholeParameter, type HeldParameter } from './parameters';
import { usesOf } from './uses';
import type { UrlBinding } from './value';

/*
 * An object literal made in a function and reached through calls of it (the layer's `bound`,
 * value.ts): `paramsFor(zone, entry)` returning `{ zone_id: zone, type: entry.type, … }`. Its writes are
 * expressions of the function; what one of them reads off a parameter (`entry.type`) is, at the call,
 * read off the argument the call passes for it (`current.type` for `paramsFor(zone, current)`), as long
 * as the function does nothing else with the parameter than read its members.
 */

/**
 * The argument a parameter that `expression` holds whole stands for at the calls that bind it,
 * innermost first (an argument that is itself a parameter of the function around that call, bound by
 * the next call, is read as the next call's argument). Each parameter on the way must be read only:
 * nothing writes it (wholeParameter), and each use of it in its function reads a member of it
 * (`entry.type`; not `entry.type = …`, `delete entry.type`, nor the parameter handed to a call, a
 * spread or another name), but for being the argument of the call bound before it (`outer(x)` calling
 * `inner(x)`). Undefined for anything else, or when the expression is not a parameter of the innermost
 * bound function.
 */
export function boundArgument(ctx: IndexContext, bindings: readonly UrlBinding[], expression: ASTNode): ASTNode | undefined {
  let found: ASTNode | undefined;
  let at = expression;
  for (const [i, binding] of bindings.entries()) {
    const held = wholeParameter(ctx, at);
    if (held?.fn !== binding.fn) break;
    const argument = argumentOf(binding.fn, binding.call, held.index);
    if (!argument || !readOnly(ctx, held, bindings[i - 1]?.call)) return undefined;
    found = argument;
    at = argument;
  }
  return found;
}

/** Whether a parameter's every use reads a member of it, or is the argument of `inner` (the call that bound the step before). */
function readOnly(ctx: IndexContext, { fn, index }: HeldParameter, inner: ASTNode | undefined): boolean {
  const param = paramAt(fn, index);
  const id = param?.type === 'AssignmentPattern' ? param.left : param;
  if (id?.type !== 'Identifier') return false;
  return usesOf(ctx, id).every((use) => (use.kind === 'member' && !use.written) || (use.kind === 'argument' && inner !== undefined && use.via?.value === inner));
}
