import type { JSCodeshift } from 'jscodeshift';
import type { KeyedPass } from '../calls/http';
import type { ParamRef } from '../urls/wrapper-params';
import type { MaybeNode } from '../../ast/syntax';

/**
 * A function that calls a wrapper with one of its own parameters where the wrapper reads a key (the
 * method, the body) of an options object (`async function again(route, options) { return request(route,
 * options) }`) reads that key of its own parameter: `again(path, { method: 'PUT', payload })` sends PUT
 * with that payload, and `again(path)` the wrapper's default method. Undefined when the name passed is
 * not a whole parameter of the function.
 */
export function passedRef(j: JSCodeshift, refOf: (node: MaybeNode) => ParamRef | undefined, pass: KeyedPass | undefined): ParamRef | undefined {
  if (!pass) return undefined;
  const ref = refOf(pass.node);
  if (!ref || ref.key !== undefined || ref.joined !== undefined || ref.replaced !== undefined) return undefined;
  return { param: ref.param, key: pass.key, ...(pass.fallback !== undefined ? { fallback: j.stringLiteral(pass.fallback) } : {}) };
}
