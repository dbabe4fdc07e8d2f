import type { ASTNode, ASTPath, SwitchStatement } from 'jscodeshift';
import type { NodeIndex } from '../ast/node-index';
import { isMember, memberName, stringValue, unwrap, type MaybeNode } from '../ast/syntax';
import { guardedElements, isName, testedList } from './list-guards';
import type { Question } from './question';
import { knownText, type Value } from './value';

/*
 * A variable narrowed by a guard: after `if (setting !== 'cname_flattening') throw …` (or `return`,
 * `continue`, `break`), and inside `if (setting === 'a' || setting === 'b') { … }` or the `else` of
 * its negation, the variable holds one of the literals the test names; tested against a known list
 * (`if (!LIST.includes(setting)) return …`, list-guards.ts), one of the list's elements. Only for a variable that
 * nothing writes after its declaration (names.ts checks): the guard's answer then holds at every
 * read it dominates. A guard that exits says what the variable is not on every path after it:
 * `if (setting === 'a' || LIST.includes(setting)) return …`, or a `switch (setting)` whose `case 'a':`
 * returns, throws or continues (`excluded`: the values, declared or literal, a read leaves out).
 */

/** What a test says a name holds: literals it is compared with, and lists it is tested against (list-guards.ts). */
interface Narrowing {
  literals: Map<string, ASTNode>;
  lists: ASTNode[];
}

const joined = (a: Narrowing, b: Narrowing): Narrowing => ({ literals: new Map([...a.literals, ...b.literals]), lists: [...a.lists, ...b.lists] });
const NOTHING: Narrowing = { literals: new Map(), lists: [] };

/**
 * What a test being true (`when` true) or false says of `name`: one of `is` (undefined when it says
 * nothing), none of `not` (a term that holds exactly when the name is one, `name === 'a'`,
 * `LIST.includes(name)`, being false).
 */
function said(test: MaybeNode, name: string, when: boolean): { is?: Narrowing; not: Narrowing } {
  const t = unwrap(test);
  if (t?.type === 'UnaryExpression' && t.operator === '!') return said(t.argument, name, !when);
  if (t?.type === 'LogicalExpression' && (t.operator === '||' || t.operator === '&&')) {
    const [left, right] = [said(t.left, name, when), said(t.right, name, when)];
    // True `||` (false `&&`): either side held, so the name is in both sides' sets together; true `&&` (false `||`): both held, either set will do, and neither side's `not`.
    if ((t.operator === '||') === when) return { is: left.is && right.is ? joined(left.is, right.is) : undefined, not: NOTHING };
    return { is: left.is ?? right.is, not: joined(left.not, right.not) };
  }
  const [list, unlisted] = t ? [testedList(t, name, when), testedList(t, name, !when)] : [];
  if (list || unlisted) return list ? { is: { literals: new Map(), lists: [list] }, not: NOTHING } : { not: { literals: new Map(), lists: [unlisted!] } };
  const compared = t?.type === 'BinaryExpression' && ['===', '==', '!==', '!='].includes(t.operator);
  const literal = compared ? (isName(t.left, name) ? t.right : isName(t.right, name) ? t.left : undefined) : undefined;
  const text = stringValue(literal);
  const found = { literals: new Map(text === undefined ? [] : [[text, unwrap(literal)]]), lists: [] };
  return text === undefined ? { not: NOTHING } : (t.operator === '===' || t.operator === '==') === when ? { is: found, not: NOTHING } : { not: found };
}

/** Whether a `switch` case never reaches the code after the switch: expressions and declarations up to a `return`, `throw` or `continue` (no `break`). */
function caseExits({ consequent: body }: { consequent: ASTNode[] }): boolean {
  const [only] = body.length === 1 && body[0].type === 'BlockStatement' ? [body[0].body] : [body];
  return only.slice(0, -1).every((s: ASTNode) => /^(Expression|Variable)/.test(s.type)) && /^(Return|Throw|Continue)Statement$/.test(only[only.length - 1]?.type);
}

/** The labels of `switch (name)` a read in case `upTo` (after the switch: the number of cases) is not: a case's whose statements, falling through, exit before it; up to a label not written as a string. */
function switchExcluded(node: ASTNode, name: string, upTo: number): Narrowing {
  const { discriminant, cases } = node as SwitchStatement;
  const [out, seen]: [Narrowing, Set<string>] = [{ literals: new Map(), lists: [] }, new Set()];
  for (let i = 0; i < Math.min(upTo, cases.length) && isName(discriminant, name); i++) {
    const text = stringValue(cases[i].test);
    if (cases[i].test && text === undefined) break;
    const ran = cases.findIndex((c, at) => at >= i && c.consequent.length > 0);
    // The first case of a label is the one the switch jumps to; `default` matches none.
    if (text !== undefined && !seen.has(text) && seen.add(text) && ran >= 0 && ran < upTo && caseExits(cases[ran])) out.literals.set(text, cases[i].test!);
  }
  return out;
}

/** The methods a guard asks a list with (list-guards.ts's `testedList`). */
const LIST_QUESTIONS = new Set(['includes', 'indexOf', 'has']);

/** By tree index: the names some `===`, `==`, `!==` or `!=` of the file compares with a string, or a list is asked about (the only names a guard can narrow). */
const comparedByIndex = new WeakMap<NodeIndex, Set<string>>();

/**
 * Whether a test of the file compares `name` with a string (`name !== 'x'`, `'x' === name`) or asks
 * a list about it (`LIST.includes(name)`): a name no test compares or asks about is narrowed by no guard, so a read of it need not look for one (a walk up its
 * statements, every one before it at each level, for every read). Found once per index.
 */
export function mayBeNarrowed(index: NodeIndex, name: string): boolean {
  let names = comparedByIndex.get(index);
  if (!names) {
    names = new Set();
    for (const p of index.of('BinaryExpression')) {
      const { operator, left, right } = p.value;
      if (!['===', '==', '!==', '!='].includes(operator)) continue;
      if (unwrap(left)?.type === 'Identifier' && stringValue(right) !== undefined) names.add(unwrap(left).name);
      if (unwrap(right)?.type === 'Identifier' && stringValue(left) !== undefined) names.add(unwrap(right).name);
    }
    // A list asked about the name (`LIST.includes(name)`, `.indexOf(name)`, `SET.has(name)`: list-guards.ts).
    for (const p of index.of('CallExpression')) {
      const { callee, arguments: args } = p.value;
      if (args.length !== 1 || !isMember(callee) || !LIST_QUESTIONS.has(memberName(callee) ?? '')) continue;
      const arg = unwrap(args[0]);
      if (arg?.type === 'Identifier') names.add(arg.name);
    }
    for (const p of index.of('SwitchStatement')) if (unwrap(p.value.discriminant)?.type === 'Identifier') names.add(unwrap(p.value.discriminant).name);
    comparedByIndex.set(index, names);
  }
  return names.has(name);
}

/** Whether a statement never completes normally: it returns, throws, continues or breaks (as its last statement, for a block). */
function exits(statement: MaybeNode): boolean {
  if (!statement) return false;
  if (statement.type === 'BlockStatement') return exits(statement.body[statement.body.length - 1]);
  return ['ReturnStatement', 'ThrowStatement', 'ContinueStatement', 'BreakStatement'].includes(statement.type);
}

/** Where a guard narrows a name: the read, the name, the node it is declared in, how deep the question is. */
interface NarrowedRead {
  path: ASTPath;
  name: string;
  scope: ASTNode;
  depth: number;
}

/** A test that holds (`when` true) or fails (`when` false) wherever a path runs, and the `if` statement it is written in; or a `switch` run before the path (`when` false) or around it (`when` true, `at` its case). */
interface Guard {
  test: ASTNode;
  when: boolean;
  at: ASTPath;
}

/**
 * The guards over `path`, nearest first, on the way up to `scope` (not across a function
 * declaration, which is hoisted): an `if` whose branch holds the path (its test holds in the
 * consequent, fails in the alternate), or an `if` with no `else` whose branch exits (return, throw,
 * continue, break), earlier in a statement list that holds the path (its test failed).
 */
export function* guardsOver(path: ASTPath, scope: ASTNode): Generator<Guard> {
  for (let p: ASTPath = path; p.parentPath && p.value !== scope; p = p.parentPath) {
    // A function declaration is hoisted: it may run before a guard written above it.
    if (p.value?.type === 'FunctionDeclaration') return;
    const holder = p.parentPath;
    if (Array.isArray(holder.value) && typeof p.name === 'number') {
      for (let i = p.name - 1; i >= 0; i--) {
        const s = holder.value[i];
        if (s?.type === 'IfStatement' && !s.alternate && exits(s.consequent)) yield { test: s.test, when: false, at: holder.get(i) };
        if (s?.type === 'SwitchStatement') yield { test: s, when: false, at: holder.get(i) };
      }
    } else if (holder.value?.type === 'SwitchCase' && p.name === 'consequent') {
      yield { test: holder.parent.value, when: true, at: holder };
    } else if (holder.value?.type === 'IfStatement' && (p.name === 'consequent' || p.name === 'alternate')) {
      yield { test: holder.value.test, when: p.name === 'consequent', at: holder };
    }
  }
}

/**
 * The values a guard narrows `name` to at `path`: the nearest guard over it (`guardsOver`) up to
 * `scope` (the node the variable is declared in) that says something of the name; `values` undefined
 * when none does, or when a list it is tested against is not one the layer knows. And what the guards
 * nearer than that one say it is not (`excluded`: each exiting guard, each `switch` case that exits).
 */
export function narrowedValues(q: Question, { path, name, scope, depth }: NarrowedRead): { values?: Value[]; excluded: Set<string> } {
  const excluded = new Set<string>();
  for (const { test: guard, when, at } of guardsOver(path, scope)) {
    const { is: found, not } = guard.type === 'SwitchStatement' ? { not: switchExcluded(guard, name, when ? Number(at.name) : guard.cases.length) } : said(guard, name, when);
    const unlisted = not.lists.flatMap((list) => guardedElements(q, list, guard, depth) ?? []).map(knownText);
    for (const text of [...not.literals.keys(), ...unlisted]) if (text !== undefined) excluded.add(text);
    if (!found) continue;
    const literals = [...found.literals].map(([text, node]): Value => ({ kind: 'string', parts: [{ kind: 'text', text, node, readOnly: 'guard' }], guard }));
    const listed = found.lists.map((list) => guardedElements(q, list, guard, depth));
    return listed.every((l): l is Value[] => l !== undefined) ? { values: without([...literals, ...listed.flat()], excluded), excluded } : { excluded };
  }
  return { excluded };
}

/** `values` but the strings `excluded` names; an unknown one says it is none of them (a key read from a declared set leaves those out: clients.ts). */
export function without(values: Value[], excluded: Set<string> | undefined): Value[] {
  // Asked of every name read: nothing to leave out costs nothing.
  if (!excluded?.size) return values;
  return values.flatMap((v) => {
    const text = knownText(v);
    if (text !== undefined && excluded.has(text)) return [];
    return [v.kind === 'unknown' ? { ...v, excluded } : v];
  });
}
