import type { ASTPath, Identifier } from 'jscodeshift';
import { identifiersNamedIn } from '../ast/node-index';
import type { Declaration } from '../ast/scope';
import { ELEMENT_CALLBACKS, isMember, memberName } from '../ast/syntax';
import { evaluate, union, type Question } from './question';
import { unknown, type ListValue, type Value } from './value';

/*
 * A list built by pushes (docs/value-flow.md, "Lists and their elements"): `const out = []; for (…)
 * out.push(toRecord(r)); for (const body of out) send(body)`. The array literal a `const` holds is not
 * the list read once the code pushes to it, but when pushing and walking are all the code does with
 * the name, each element is one of the literal's or of the values pushed: an `ItemsValue`, which a loop
 * over it reads (loops.ts). Any other use (handed to a call, returned, assigned, indexed, spliced) may
 * add or change elements out of sight: no answer, and the list stays unknown.
 */

/** The list a `const` declared with `list` holds when the code only pushes to it and walks it; undefined otherwise. */
export function pushedItems(q: Question, declaration: Declaration, list: ListValue, depth: number): Value[] | undefined {
  const each: Value[][] = [...list.elements];
  for (const p of identifiersNamedIn(q.index, q.ctx.root, declaration.scope, declaration.id.name)) {
    if (p.value === declaration.id) continue;
    const pushed = use(p);
    if (pushed === undefined) return undefined;
    for (let i = 0; i < pushed.length; i++) {
      const arg = pushed[i];
      if (arg.type !== 'SpreadElement') {
        each.push(evaluate(q, pushedArgument(p, i), depth + 1));
        continue;
      }
      // `out.push(...more)`: each element of a list the layer knows, else one it does not.
      const spread = evaluate(q, pushedArgument(p, i).get('argument'), depth + 1);
      each.push(spread.flatMap((v): Value[] => (v.kind === 'list' ? v.elements.flat() : v.kind === 'items' ? v.each : [unknown(arg)])));
    }
  }
  return [{ kind: 'items', node: list.node, each: union(q, list.node, ...each) }];
}

/** The path of the `i`th argument of the push whose receiver is `p`. */
const pushedArgument = (p: ASTPath<Identifier>, i: number): ASTPath => p.parentPath.parentPath.get('arguments', i);

/**
 * What a use of the name does: the arguments of a push made as a statement (`out.push(a, b)`), none for
 * a walk (`for (const x of out)`, `out.forEach(…)`, `.map`, `.flatMap`) or a read of `out.length`;
 * undefined for anything else.
 */
function use(p: ASTPath<Identifier>): ASTPath['value'][] | undefined {
  const parent = p.parentPath?.value;
  if (parent?.type === 'ForOfStatement') return parent.right === p.value && !parent.await ? [] : undefined;
  if (!isMember(parent) || parent.object !== p.value || parent.computed) return undefined;
  const name = memberName(parent);
  if (name === 'length') return [];
  const call = p.parentPath.parentPath?.value;
  if (call?.type !== 'CallExpression' || call.callee !== parent) return undefined;
  if (ELEMENT_CALLBACKS.has(name ?? '')) return [];
  if (name !== 'push' || p.parentPath.parentPath.parentPath?.value?.type !== 'ExpressionStatement') return undefined;
  return call.arguments;
}
