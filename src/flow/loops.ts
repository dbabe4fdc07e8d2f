import type { ASTNode, ASTPath } from 'jscodeshift';
import { ELEMENT_CALLBACKS, isFunction, isMember, isWrapper, LOOP_STATEMENTS, memberName, type FunctionNode } from '../ast/syntax';
import { evaluate, type Question } from './question';
import { unknown, type ListValue, type Value } from './value';

/*
 * The element of a loop: `for (const s of list)`, and the first parameter of a `list.forEach(cb)`,
 * `.map(cb)` or `.flatMap(cb)` callback. Over a known list it holds each element's values (each
 * marked with the element it is); over any other it is unknown, its origin the loop.
 */

/** A loop and the path of the list it walks. */
export interface Loop {
  loop: ASTNode;
  list: ASTPath;
}

/** The `for…of` (not `for await`) whose head declares `declarator`. */
export function forOfLoop(declarator: ASTPath): Loop | undefined {
  const declaration = declarator.parentPath?.parentPath;
  const statement = declaration?.parentPath;
  const loop = statement?.value;
  if (loop?.type !== 'ForOfStatement' || loop.await || loop.left !== declaration.value || declaration.value.declarations.length !== 1) return undefined;
  return { loop, list: statement.get('right') };
}

/** The `list.forEach(fn)` (or map, flatMap; `fn` also under casts and parentheses) `fn` is the callback of. */
export function callbackLoop(fn: ASTPath<FunctionNode>): Loop | undefined {
  const found = elementCallback(fn);
  const call = found?.list.parentPath?.parentPath?.value;
  if (!found || call?.type !== 'CallExpression' || !ELEMENT_CALLBACKS.has(memberName(call.callee) ?? '')) return undefined;
  return { loop: found.loop, list: found.list };
}

/**
 * Array methods whose callback is handed each element of the receiver, and the position of the element
 * among its parameters (the accumulator comes first for `reduce`). Wider than `callbackLoop`'s loops:
 * a `filter`, `find` or `some` callback may not run for every element, nor only once, so it is no loop
 * whose element reads stand for one request each; its element parameter still holds the list's elements.
 */
const ELEMENT_PARAMETER: ReadonlyMap<string, number> = new Map([
  ...['forEach', 'map', 'flatMap', 'filter', 'find', 'findLast', 'findIndex', 'findLastIndex', 'some', 'every'].map((m): [string, number] => [m, 0]),
  ['reduce', 1],
  ['reduceRight', 1],
]);

/**
 * The `list.filter(fn)` (or any method of ELEMENT_PARAMETER; also `list?.find(fn)`, `list['map'](fn)`)
 * `fn` is the callback of: the list, and which parameter of `fn` is its element.
 */
export function elementCallback(fn: ASTPath<FunctionNode>): (Loop & { param: number }) | undefined {
  const argument = writtenArgument(fn);
  const call = argument.parentPath?.parentPath;
  const node = call?.value;
  if ((node?.type !== 'CallExpression' && node?.type !== 'OptionalCallExpression') || node.arguments[0] !== argument.value || argument.parentPath.name !== 'arguments' || !isMember(node.callee)) return undefined;
  const param = ELEMENT_PARAMETER.get(memberName(node.callee) ?? '');
  return param === undefined ? undefined : { loop: fn.value, list: call.get('callee', 'object'), param };
}

/**
 * The expression written where `fn` is used: `fn` itself, or the casts and parentheses around it
 * (`list.map(((r) => r.id) as (r: Rec) => string)`, `list.map(<Fn>((r) => r.id))`): the same function.
 */
function writtenArgument(fn: ASTPath): ASTPath {
  let at = fn;
  while (at.parentPath && isWrapper(at.parentPath.value) && at.name === 'expression') at = at.parentPath;
  return at;
}

/** The function an argument (`arguments[0]`) is, under its casts and parentheses; undefined when it is none. */
export function argumentFunction(argument: ASTPath): ASTPath<FunctionNode> | undefined {
  let at = argument;
  while (isWrapper(at.value) && at.value.expression) at = at.get('expression');
  return isFunction(at.value) ? (at as ASTPath<FunctionNode>) : undefined;
}

/** The values of a read (`read`) of a loop's element. */
export function elementValues(q: Question, { loop, list }: Loop, read: ASTNode, depth: number): Value[] {
  return evaluate(q, list, depth + 1).flatMap((held): Value[] => {
    // A list known only by what each element may be: each of those, marked with the list.
    if (held.kind === 'items') return held.each.map((v) => ({ ...v, item: held.node }));
    if (held.kind !== 'list') return [unknown(read, { kind: 'element', loop })];
    return markedElements(held, loop);
  });
}

/** Every element's values of a known list, each marked with its position and the loop that reads it there. */
export function markedElements(held: ListValue, loop: ASTNode): Value[] {
  return held.elements.flatMap((element, index) => element.map((v) => ({ ...v, element: { loop, list: held.node, index, site: held.sites[index] } })));
}

/** Whether code at `p` may run more than once each time `scope` does: in a loop, or in a function (a callback), between them. */
export function mayRunAgain(p: ASTPath, scope: ASTNode): boolean {
  for (let at: ASTPath | null = p.parentPath; at && at.value !== scope; at = at.parentPath) if (isFunction(at.value) || LOOP_STATEMENTS.has(at.value?.type)) return true;
  return false;
}
