import type { ASTPath, JSCodeshift } from 'jscodeshift';
import type { KeyedPass } from '../calls/http';
import type { ParamRef } from '../urls/wrapper-params';
import { identifiersIn, type IndexContext } from '../../ast/node-index';
import { isMember, memberName, unwrap, type FunctionNode, type MaybeNode } from '../../ast/syntax';

/**
 * A function that calls a wrapper with one of its own parameters where the wrapper reads a key (the
 * method, the body) of an options object (`async function again(route, options) { return request(route,
 * options) }`) reads that key of its own parameter: `again(path, { method: 'PUT', payload })` sends PUT
 * with that payload, and `again(path)` the wrapper's default method. Undefined when the name passed is
 * not a whole parameter of the function, or when the function writes to it (`options.payload = wrap(…)`,
 * `options = { …options }`, `Object.assign(options, …)`), or hands it to another function, which may
 * (`upgrade(options); return request(route, options)`): what it passes on is then not what its caller wrote.
 */
export function passedRef(ctx: IndexContext & { j: JSCodeshift }, at: { fn: FunctionNode; refOf: (node: MaybeNode) => ParamRef | undefined }, pass: KeyedPass | undefined): ParamRef | undefined {
  if (!pass) return undefined;
  const ref = at.refOf(pass.node);
  if (!ref || ref.key !== undefined || ref.joined !== undefined || ref.replaced !== undefined) return undefined;
  const name = unwrap(pass.node)?.name as string | undefined;
  if (name === undefined) return undefined;
  const uses = identifiersIn(ctx, at.fn.body, name);
  const wrapper = calleeKey(uses.find((use) => use.value === unwrap(pass.node))?.parent?.value?.callee);
  if (uses.some((use) => isWritten(use) || handedElsewhere(use, wrapper))) return undefined;
  return { param: ref.param, key: pass.key, ...(pass.fallback !== undefined ? { fallback: ctx.j.stringLiteral(pass.fallback) } : {}) };
}

/** A use that changes the name or what it holds: assigned, a member of it assigned, updated or deleted, or the target of `Object.assign`. */
function isWritten(use: ASTPath): boolean {
  let at: ASTPath = use;
  for (;;) {
    const parent = at.parent?.value;
    if (parent?.type === 'AssignmentExpression' && parent.left === at.value) return true;
    if (parent?.type === 'UpdateExpression' || (parent?.type === 'UnaryExpression' && parent.operator === 'delete')) return true;
    if (!isMember(parent) || parent.object !== at.value) break;
    at = at.parent;
  }
  const call = use.parent?.value;
  return call?.type === 'CallExpression' && call.arguments[0] === use.value && isMember(call.callee) && memberName(call.callee) === 'assign' && unwrap(call.callee.object)?.name === 'Object';
}

/** A use given as an argument to a call of anything but the wrapper (`upgrade(options)`), which may change what it holds. */
function handedElsewhere(use: ASTPath, wrapper: string | undefined): boolean {
  const call = use.parent?.value;
  if ((call?.type !== 'CallExpression' && call?.type !== 'NewExpression') || !call.arguments.includes(use.value)) return false;
  return wrapper === undefined || calleeKey(call.callee) !== wrapper;
}

/** `request`, `this.request` or `api.request` as one string; undefined for any other callee. */
function calleeKey(callee: MaybeNode): string | undefined {
  const node = unwrap(callee);
  if (node?.type === 'Identifier') return node.name;
  if (node?.type === 'ThisExpression') return 'this';
  if (!isMember(node) || node.computed) return undefined;
  const object = calleeKey(node.object);
  const property = memberName(node);
  return object === undefined || property === undefined ? undefined : `${object}.${property}`;
}
