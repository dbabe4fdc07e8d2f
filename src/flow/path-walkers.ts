import type { ASTNode, JSCodeshift } from 'jscodeshift';
import { isFunction, isMember, memberName, stringValue, unwrap, unwrapAwait, type FunctionNode, type MaybeNode } from '../ast/syntax';
import { argumentIndex } from '../ast/this-parameter';

/*
 * A path-walker (docs/value-flow.md, "Clients"): a function that splits its parameter `path` on a
 * separator, indexes its parameter `obj` by each piece in turn and calls what it reaches:
 * `path.split('/').reduce((o, k) => o[k], obj)(params)`, the reduce held by a const and called
 * (`fn(…)`, `fn.bind(owner)(…)`, `fn.call(owner, …)`). A call of it reaches one member per path.
 */

/** Which arguments of a path-walker's call are the object and the path, and what the path is split on. */
export interface PathWalker {
  object: number;
  path: number;
  separator: string;
}

/** The path-walker `fn` is, or undefined. */
export function pathWalker(j: JSCodeshift, fn: FunctionNode): PathWalker | undefined {
  if (!walkers.has(fn)) walkers.set(fn, findWalker(j, fn));
  return walkers.get(fn);
}

const walkers = new WeakMap<FunctionNode, PathWalker | undefined>();

function findWalker(j: JSCodeshift, fn: FunctionNode): PathWalker | undefined {
  const param = (node: MaybeNode): number => (node?.type === 'Identifier' ? argumentIndex(fn, (p) => p.type === 'Identifier' && p.name === node.name) : -1);
  // Names the body gives another value are not the parameters', nor the const's.
  const written = new Set(j(fn.body as ASTNode).find(j.AssignmentExpression).nodes().map((a) => unwrap(a.left)).map((l) => (l?.type === 'Identifier' ? l.name : '')));
  const consts = new Map<string, ASTNode>();
  j(fn.body as ASTNode)
    .find(j.VariableDeclarator)
    .forEach((d) => {
      if (d.value.id.type === 'Identifier' && d.value.init && d.parent.value.kind === 'const') consts.set(d.value.id.name, d.value.init);
    });
  const held = (node: MaybeNode): MaybeNode => (node?.type === 'Identifier' && consts.has(node.name) ? consts.get(node.name) : node);
  for (const reduce of j(fn.body as ASTNode).find(j.CallExpression).nodes()) {
    const callee = unwrap(reduce.callee);
    const [step, start] = reduce.arguments as ASTNode[];
    if (!isMember(callee) || memberName(callee) !== 'reduce' || !stepsIn(step)) continue;
    const split = unwrap(held(unwrap(callee.object)));
    const splitCallee = split?.type === 'CallExpression' ? unwrap(split.callee) : undefined;
    if (split?.type !== 'CallExpression' || !isMember(splitCallee) || memberName(splitCallee) !== 'split') continue;
    const separator = stringValue(split.arguments[0]);
    const object = param(unwrap(start));
    const path = param(unwrap(splitCallee.object));
    const names = [unwrap(start), unwrap(splitCallee.object)].map((n) => (n?.type === 'Identifier' ? n.name : ''));
    if (separator === undefined || object < 0 || path < 0 || names.some((n) => written.has(n)) || !called(j, fn, reduce, consts)) continue;
    return { object, path, separator };
  }
  return undefined;
}

/** `(o, k) => o[k]` (or `o?.[k]`): the callback of a reduce that takes one step down a key. */
function stepsIn(node: MaybeNode): boolean {
  const cb = unwrap(node);
  if (!isFunction(cb) || cb.params.length !== 2) return false;
  const [o, k] = cb.params;
  const body = cb.body.type === 'BlockStatement' ? (cb.body.body.length === 1 && cb.body.body[0].type === 'ReturnStatement' ? cb.body.body[0].argument : undefined) : cb.body;
  const read = unwrap(body as MaybeNode);
  if (!isMember(read) || !read.computed) return false;
  const [obj, key] = [unwrap(read.object), unwrap(read.property as ASTNode)];
  return o.type === 'Identifier' && k.type === 'Identifier' && obj?.type === 'Identifier' && obj.name === o.name && key?.type === 'Identifier' && key.name === k.name;
}

/** Whether the function calls what the reduce reaches: itself, or the const holding it (also through `bind`, `call`). */
function called(j: JSCodeshift, fn: FunctionNode, reduce: ASTNode, consts: ReadonlyMap<string, ASTNode>): boolean {
  const holder = [...consts].find(([, init]) => unwrapAwait(init) === reduce)?.[0];
  const is = (node: MaybeNode): boolean => {
    const n = unwrap(node);
    return n === reduce || (holder !== undefined && n?.type === 'Identifier' && n.name === holder);
  };
  return j(fn.body as ASTNode)
    .find(j.CallExpression)
    .some((p) => {
      const callee = unwrap(p.value.callee);
      if (is(callee)) return true;
      if (isMember(callee) && is(callee.object) && ['call', 'apply'].includes(memberName(callee) ?? '')) return true;
      const bound = callee?.type === 'CallExpression' ? unwrap(callee.callee) : undefined;
      return isMember(bound) && is(bound.object) && memberName(bound) === 'bind';
    });
}
