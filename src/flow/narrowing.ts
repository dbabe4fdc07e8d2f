import type { ASTNode, ASTPath } from 'jscodeshift';
import type { NodeIndex } from '../ast/node-index';
import { stringValue, unwrap, type MaybeNode } from '../ast/syntax';
import { type Value } from './value';

/*
 * A variable narrowed by a guard: after `if (setting !== 'cname_flattening') throw …` (or `return`,
 * `continue`, `break`), and inside `if (setting === 'a' || setting === 'b') { … }` or the `else` of
 * its negation, the variable holds one of the literals the test names. Only for a variable that
 * nothing writes after its declaration (names.ts checks): the guard's answer then holds at every
 * read it dominates.
 */

/** The literals a test being true (`when` true) or false says `name` is one of; undefined when it says nothing. */
function literalsWhen(test: MaybeNode, name: string, when: boolean): Map<string, ASTNode> | undefined {
  const t = unwrap(test);
  if (!t) return undefined;
  if (t.type === 'UnaryExpression' && t.operator === '!') return literalsWhen(t.argument, name, !when);
  if (t.type === 'BinaryExpression' && ['===', '==', '!==', '!='].includes(t.operator)) {
    const equal = t.operator === '===' || t.operator === '==';
    if (equal !== when) return undefined;
    const [named, literal] = isName(t.left, name) ? [t.left, t.right] : isName(t.right, name) ? [t.right, t.left] : [];
    const value = named && stringValue(literal);
    return value === undefined ? undefined : new Map([[value, unwrap(literal)]]);
  }
  if (t.type === 'LogicalExpression' && (t.operator === '||' || t.operator === '&&')) {
    const left = literalsWhen(t.left, name, when);
    const right = literalsWhen(t.right, name, when);
    // True `||` (false `&&`): either side held, so the name is in both sides' sets together; true `&&` (false `||`): both held, either set will do.
    if ((t.operator === '||') === when) return left && right ? new Map([...left, ...right]) : undefined;
    return left ?? right;
  }
  return undefined;
}

/** By tree index: the names some `===`, `==`, `!==` or `!=` of the file compares with a string (the only names a guard can narrow). */
const comparedByIndex = new WeakMap<NodeIndex, Set<string>>();

/**
 * Whether a test of the file compares `name` with a string (`name !== 'x'`, `'x' === name`): a name
 * no test compares is narrowed by no guard, so a read of it need not look for one (a walk up its
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
    comparedByIndex.set(index, names);
  }
  return names.has(name);
}

const isName = (node: MaybeNode, name: string): boolean => unwrap(node)?.type === 'Identifier' && unwrap(node).name === name;

/** Whether a statement never completes normally: it returns, throws, continues or breaks (as its last statement, for a block). */
function exits(statement: MaybeNode): boolean {
  if (!statement) return false;
  if (statement.type === 'BlockStatement') return exits(statement.body[statement.body.length - 1]);
  return ['ReturnStatement', 'ThrowStatement', 'ContinueStatement', 'BreakStatement'].includes(statement.type);
}

/**
 * The values a guard narrows `name` to at `path`: the nearest guard on the way up to `scope` (the
 * node the variable is declared in, not across a function declaration, which is hoisted): an `if` whose branch holds the read, or an `if` that exits,
 * earlier in a statement list that holds it. Undefined when none does.
 */
export function narrowedValues(path: ASTPath, name: string, scope: ASTNode): Value[] | undefined {
  for (let p: ASTPath = path; p.parentPath && p.value !== scope; p = p.parentPath) {
    // A function declaration is hoisted: it may run before a guard written above it.
    if (p.value?.type === 'FunctionDeclaration') return undefined;
    const holder = p.parentPath;
    let found: Map<string, ASTNode> | undefined;
    let guard: ASTNode | undefined;
    if (Array.isArray(holder.value) && typeof p.name === 'number') {
      for (let i = p.name - 1; i >= 0 && !found; i--) {
        const s = holder.value[i];
        if (s?.type === 'IfStatement' && !s.alternate && exits(s.consequent)) [found, guard] = [literalsWhen(s.test, name, false), s.test];
      }
    } else if (holder.value?.type === 'IfStatement' && (p.name === 'consequent' || p.name === 'alternate')) {
      [found, guard] = [literalsWhen(holder.value.test, name, p.name === 'consequent'), holder.value.test];
    }
    if (found && guard) return [...found].map(([text, node]) => ({ kind: 'string', parts: [{ kind: 'text', text, node, readOnly: 'guard' }], guard }));
  }
  return undefined;
}
