import type { ASTNode } from 'jscodeshift';
import { pathOfNode } from '../ast/node-index';
import { isMember, memberName, unwrap, type MaybeNode } from '../ast/syntax';
import { SET_MUTATORS } from '../ast/mutators';
import { evaluate, type Question } from './question';
import { markReadOnly, type Value } from './value';

/*
 * A guard that tests a variable against a known list (docs/value-flow.md, "How a question is
 * answered"): after `if (!LIST.includes(s)) return …` (or `LIST.indexOf(s) === -1`, or `!SET.has(s)` of
 * a `const SET = new Set(LIST)` the file never changes), and inside
 * `if (LIST.includes(s)) { … }` (`LIST.indexOf(s) !== -1`, `>= 0`, `> -1`), `s` holds one of the
 * list's elements. The list is what the layer says the read holds: one known list (an array literal,
 * spreads and `concat` of known lists, not changed by the file); anything else narrows nothing.
 * Each value says which element it is and where that is written (`guardElement`), and is read-only
 * there (`guard`): the element is the guard's, an edit for one request would change the test.
 */

/** Whether `node` is the name `name` (through parentheses and casts). */
export const isName = (node: MaybeNode, name: string): boolean => unwrap(node)?.type === 'Identifier' && unwrap(node).name === name;

/** The list `call` asks about `name` with `method` (`LIST.includes(name)`): the list's expression, else undefined. */
function memberCall(call: MaybeNode, method: string, name: string): ASTNode | undefined {
  const c = unwrap(call);
  if (c?.type !== 'CallExpression' || c.arguments.length !== 1 || !isName(c.arguments[0], name)) return undefined;
  const callee = unwrap(c.callee);
  return isMember(callee) && !callee.optional && memberName(callee) === method ? (callee.object as ASTNode) : undefined;
}

/** Which outcome of comparing `indexOf`'s result with `other` says the name is in the list: true for `!== -1`, `>= 0`, `> -1`; false for `=== -1`, `< 0`; undefined for anything else. */
function foundWhen(operator: string, other: MaybeNode): boolean | undefined {
  const n = unwrap(other);
  const minusOne = n?.type === 'UnaryExpression' && n.operator === '-' && unwrap(n.argument)?.type === 'NumericLiteral' && unwrap(n.argument).value === 1;
  const said: Record<string, boolean> = minusOne ? { '!==': true, '!=': true, '>': true, '===': false, '==': false } : n?.type === 'NumericLiteral' && n.value === 0 ? { '>=': true, '<': false } : {};
  return Object.hasOwn(said, operator) ? said[operator] : undefined;
}

/**
 * The list a test asks about `name` in, when the test being `when` says `name` is one of its
 * elements: `LIST.includes(name)` true, or `LIST.indexOf(name)` compared with -1 or 0 the way that
 * says it was found. Undefined when the test says nothing of the kind (`LIST.includes(name)` false:
 * the name is then any value but those).
 */
export function testedList(test: ASTNode, name: string, when: boolean): ASTNode | undefined {
  if (when) {
    const list = memberCall(test, 'includes', name) ?? memberCall(test, 'has', name);
    if (list) return list;
  }
  if (test.type !== 'BinaryExpression') return undefined;
  const left = memberCall(test.left, 'indexOf', name);
  const found = left ? foundWhen(test.operator, test.right) : undefined;
  return left && found === when ? left : undefined;
}

/** The values `name` holds when it is one of the elements of the list `read` holds, tested by `guard`; undefined when the layer knows no one list there. */
export function guardedElements(q: Question, read: ASTNode, guard: ASTNode, depth: number): Value[] | undefined {
  const at = pathOfNode(q.ctx, read);
  const held = at ? setList(q, read, evaluate(q, at, depth + 1), depth) : [];
  const [list] = held;
  if (held.length !== 1 || list.kind !== 'list') return undefined;
  const found = list.elements.flatMap((element, index) => element.map((v): Value => ({ ...v, guard, guardElement: { list: list.node, index, site: list.sites[index], read } })));
  return markReadOnly(found, 'guard');
}

/**
 * What a `Set` made of a known list holds (`const S = new Set(['a', 'b'])`, read as `S.has(s)`): that
 * list, when the name holding it is changed by no `S.add`, `S.delete` or `S.clear` of the file; the
 * values as they are for anything else.
 */
function setList(q: Question, read: ASTNode, held: Value[], depth: number): Value[] {
  const [one] = held;
  const made = held.length === 1 && one.kind === 'unknown' ? one.node : undefined;
  const r = unwrap(read);
  if (made?.type !== 'NewExpression' || unwrap(made.callee)?.type !== 'Identifier' || unwrap(made.callee).name !== 'Set' || made.arguments.length !== 1) return held;
  if (r?.type !== 'Identifier') return held;
  const changed = q.index.of('CallExpression').some((p) => {
    const callee = unwrap(p.value.callee);
    return isMember(callee) && SET_MUTATORS.has(memberName(callee) ?? '') && isName(callee.object, r.name);
  });
  const arg = changed ? undefined : pathOfNode(q.ctx, made.arguments[0]);
  return arg ? evaluate(q, arg, depth + 1) : held;
}
