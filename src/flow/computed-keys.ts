import type { ASTNode, ASTPath, Identifier } from 'jscodeshift';
import { isFunction, isMember, unwrap, type FunctionNode } from '../ast/syntax';
import { callbackLoop } from './loops';
import { evaluate, type Question } from './question';
import { knownText, type PropertyWrite } from './value';

/*
 * Writes of an object's properties made through a key the code computes (objects.ts): `b[k] = a[k]`
 * with `k` walking a known list (`['type', 'name'].forEach((k) => { … })`, `for (const k of KEYS)`)
 * writes each of the list's keys. The key's values are the layer's answer; a key it does not know
 * (`Object.keys(a).forEach(…)`) leaves the write unfollowed, and the object open.
 */

/** The keys a computed write (`o[k] = …`, the key's path) writes: every string the key may hold, when the layer knows each; undefined otherwise. */
export function computedKeys(q: Question, key: ASTPath): string[] | undefined {
  const found = evaluate(q, key, 1);
  const keys = found.map(knownText);
  if (keys.length === 0 || keys.some((k) => k === undefined)) return undefined;
  return [...new Set(keys as string[])];
}

/**
 * The innermost callback between a use (`p`) and the function that declares the object (`owner`,
 * undefined at the top of the module) when each function on the way is the callback of a loop over a
 * known list (`['type', 'name'].forEach((k) => …)`: an array's, run there, once per element, before the
 * code after it; not `async`, not a generator). Undefined when the use is in the owner itself or any
 * function on the way may run at another time.
 */
export function listCallbackOf(q: Question, p: ASTPath, owner: ASTNode | undefined): FunctionNode | undefined {
  let innermost: FunctionNode | undefined;
  for (let at: ASTPath | null = p.parentPath; at; at = at.parentPath) {
    const fn = at.value;
    if (fn === owner) return innermost;
    if (!isFunction(fn)) continue;
    if (fn.async || fn.generator) return undefined;
    const loop = callbackLoop(at as ASTPath<FunctionNode>);
    const list = loop ? evaluate(q, loop.list, 1) : [];
    if (list.length !== 1 || list[0].kind !== 'list') return undefined;
    innermost ??= fn;
  }
  return owner === undefined ? innermost : undefined;
}

/**
 * `o[k] = v` written through the name `p` reads, as a write whose key is not known: the value and the
 * statement (objects.ts asks it for a use it does not follow, so `k` is one the layer does not know).
 */
export function anyKeyWrite(p: ASTPath<Identifier>): Omit<PropertyWrite, 'key' | 'branch'> | undefined {
  let at: ASTPath = p;
  while (at.parent && unwrap(at.parent.value) === p.value && at.parent.value !== p.value) at = at.parent;
  const member = at.parent?.value;
  const assignment = at.parent?.parent?.value;
  if (!isMember(member) || !member.computed || member.object !== at.value) return undefined;
  if (assignment?.type !== 'AssignmentExpression' || assignment.left !== member || assignment.operator !== '=') return undefined;
  const holder = at.parent.parent.parent?.value;
  return { value: assignment.right, at: holder?.type === 'ExpressionStatement' ? holder : assignment };
}
