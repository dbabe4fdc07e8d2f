import type { ASTNode, ASTPath } from 'jscodeshift';
import type { NodeIndex } from '../ast/node-index';
import { isMember, memberName, stringValue, unwrap, type MaybeNode } from '../ast/syntax';
import { guardedElements, isName, testedList } from './list-guards';
import type { Question } from './question';
import type { Value } from './value';

/*
 * A variable narrowed by a guard: after `if (setting !== 'cname_flattening') throw …` (or `return`,
 * `continue`, `break`), and inside `if (setting === 'a' || setting === 'b') { … }` or the `else` of
 * its negation, the variable holds one of the literals the test names; tested against a known list
 * (`if (!LIST.includes(setting)) return …`, list-guards.ts), one of the list's elements. Only for a variable that
 * nothing writes after its declaration (names.ts checks): the guard's answer then holds at every
 * read it dominates.
 */

/** What a test says a name holds: literals it is compared with, and lists it is tested against (list-guards.ts). */
interface Narrowing {
  literals: Map<string, ASTNode>;
  lists: ASTNode[];
}

/** What a test being true (`when` true) or false says `name` is one of; undefined when it says nothing. */
function literalsWhen(test: MaybeNode, name: string, when: boolean): Narrowing | undefined {
  const t = unwrap(test);
  if (!t) return undefined;
  if (t.type === 'UnaryExpression' && t.operator === '!') return literalsWhen(t.argument, name, !when);
  const list = testedList(t, name, when);
  if (list) return { literals: new Map(), lists: [list] };
  if (t.type === 'BinaryExpression' && ['===', '==', '!==', '!='].includes(t.operator)) {
    const equal = t.operator === '===' || t.operator === '==';
    if (equal !== when) return undefined;
    const [named, literal] = isName(t.left, name) ? [t.left, t.right] : isName(t.right, name) ? [t.right, t.left] : [];
    const value = named && stringValue(literal);
    return value === undefined ? undefined : { literals: new Map([[value, unwrap(literal)]]), lists: [] };
  }
  if (t.type === 'LogicalExpression' && (t.operator === '||' || t.operator === '&&')) {
    const left = literalsWhen(t.left, name, when);
    const right = literalsWhen(t.right, name, when);
    // True `||` (false `&&`): either side held, so the name is in both sides' sets together; true `&&` (false `||`): both held, either set will do.
    if ((t.operator === '||') === when) return left && right ? { literals: new Map([...left.literals, ...right.literals]), lists: [...left.lists, ...right.lists] } : undefined;
    return left ?? right;
  }
  return undefined;
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

/** A test that holds (`when` true) or fails (`when` false) wherever a path runs, and the `if` statement it is written in. */
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
      }
    } else if (holder.value?.type === 'IfStatement' && (p.name === 'consequent' || p.name === 'alternate')) {
      yield { test: holder.value.test, when: p.name === 'consequent', at: holder };
    }
  }
}

/**
 * The values a guard narrows `name` to at `path`: the nearest guard over it (`guardsOver`) up to
 * `scope` (the node the variable is declared in) that says something of the name. Undefined when
 * none does, or when a list it is tested against is not one the layer knows.
 */
export function narrowedValues(q: Question, { path, name, scope, depth }: NarrowedRead): Value[] | undefined {
  for (const { test: guard, when } of guardsOver(path, scope)) {
    const found = literalsWhen(guard, name, when);
    if (!found) continue;
    const literals = [...found.literals].map(([text, node]): Value => ({ kind: 'string', parts: [{ kind: 'text', text, node, readOnly: 'guard' }], guard }));
    const listed: Value[] = [];
    for (const list of found.lists) {
      const elements = guardedElements(q, list, guard, depth);
      if (!elements) return undefined;
      listed.push(...elements);
    }
    return [...literals, ...listed];
  }
  return undefined;
}
