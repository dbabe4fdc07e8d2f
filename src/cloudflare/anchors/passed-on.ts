import type { ASTPath, JSCodeshift } from 'jscodeshift';
import type { KeyedPass } from '../calls/http';
import type { ParamRef } from '../urls/wrapper-params';
import { currentIndex, identifiersIn, type IndexContext } from '../../ast/node-index';
import { dottedName, unwrap, type FunctionNode, type MaybeNode } from '../../ast/syntax';
import { changedInPlace } from '../../flow/in-place';
import { writesOf } from '../../flow/writes';

/**
 * A function that calls a wrapper with one of its own parameters where the wrapper reads a key (the
 * method, the body) of an options object (`async function again(route, options) { return request(route,
 * options) }`) reads that key of its own parameter: `again(path, { method: 'PUT', payload })` sends PUT
 * with that payload, and `again(path)` the wrapper's default method. Undefined when the name passed is
 * not a whole parameter of the function, or when the function gives it another value (`options = { …options
 * }`: flow/writes.ts) or changes what it holds (`options.payload = wrap(…)`, `Object.assign(options, …)`,
 * `delete options.body`: flow/in-place.ts), or hands it to another function, which may
 * (`upgrade(options); return request(route, options)`): what it passes on is then not what its caller wrote.
 */
export function passedRef(ctx: IndexContext & { j: JSCodeshift }, at: { fn: FunctionNode; refOf: (node: MaybeNode) => ParamRef | undefined }, pass: KeyedPass | undefined): ParamRef | undefined {
  if (!pass) return undefined;
  const ref = at.refOf(pass.node);
  if (!ref || ref.key !== undefined || ref.joined !== undefined || ref.replaced !== undefined) return undefined;
  const name = unwrap(pass.node)?.name as string | undefined;
  if (name === undefined) return undefined;
  const uses = identifiersIn(ctx, at.fn.body, name);
  const wrapper = dottedName(uses.find((use) => use.value === unwrap(pass.node))?.parent?.value?.callee, true);
  if (writesOf(currentIndex(ctx), ctx.root, at.fn, name).length > 0 || changedInPlace(ctx, at.fn.body)(name)) return undefined;
  if (uses.some((use) => handedElsewhere(use, wrapper))) return undefined;
  return { param: ref.param, key: pass.key, ...(pass.fallback !== undefined ? { fallback: ctx.j.stringLiteral(pass.fallback) } : {}) };
}

/** A use given as an argument to a call of anything but the wrapper (`upgrade(options)`), which may change what it holds. */
function handedElsewhere(use: ASTPath, wrapper: string | undefined): boolean {
  const call = use.parent?.value;
  if ((call?.type !== 'CallExpression' && call?.type !== 'NewExpression') || !call.arguments.includes(use.value)) return false;
  return wrapper === undefined || dottedName(call.callee, true) !== wrapper;
}
