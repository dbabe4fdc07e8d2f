import type { ASTNode, ASTPath } from 'jscodeshift';
import { isFunction, isMember, LOOP_STATEMENTS, memberName, unwrap, type MaybeNode } from '../../ast/syntax';

/*
 * What a setting a list guard turns away meets (guard-entries.ts): an exit that does nothing with it
 * (`return;`, `return null`, `return new Response('bad', { status: 400 })`, `throw new Error('no')`,
 * `continue`, `break`) is the refusal a setting taken out of the list should meet. Anything else
 * (`return slowPath(zone, s, value)`, `queue.push(s)`, code after the `if` that the setting falls
 * through to) may send the setting some other way: taking it out of the list reroutes it.
 */

/** Constructors of a refusal: what they are given is only its text or status. */
const REFUSALS = new Set(['Response', 'Error', 'TypeError', 'RangeError', 'SyntaxError']);

const LITERALS = new Set(['StringLiteral', 'NumericLiteral', 'BooleanLiteral', 'NullLiteral', 'BigIntLiteral', 'Literal']);

/**
 * Whether an expression is built of literals only: object and array literals, templates, `+`, `-x`,
 * `JSON.stringify(…)`, and refusals (`new Response(…)`, `new Error(…)`, `Response.json(…)`), whose
 * arguments (`inRefusal`) may also name variables: a message naming the refused setting does not send it.
 */
function plainValue(node: MaybeNode, inRefusal: boolean): boolean {
  const n = unwrap(node);
  if (!n) return false;
  if (LITERALS.has(n.type)) return n.regex === undefined;
  const plain = (child: MaybeNode): boolean => plainValue(child, inRefusal);
  switch (n.type) {
    case 'Identifier':
      return inRefusal || n.name === 'undefined';
    case 'TemplateLiteral':
      return n.expressions.every(plain);
    case 'ObjectExpression':
      return n.properties.every((p: ASTNode) => (p.type === 'ObjectProperty' || (p.type === 'Property' && p.kind === 'init')) && !p.computed && plain(p.value));
    case 'ArrayExpression':
      return n.elements.every((e: MaybeNode) => !!e && e.type !== 'SpreadElement' && plain(e));
    case 'UnaryExpression':
      return ['-', '+', '!'].includes(n.operator) && plain(n.argument);
    case 'BinaryExpression':
      return n.operator === '+' && plain(n.left) && plain(n.right);
    case 'NewExpression':
      return unwrap(n.callee)?.type === 'Identifier' && REFUSALS.has(unwrap(n.callee).name) && n.arguments.every((a: MaybeNode) => plainValue(a, true));
    case 'CallExpression': {
      const callee = unwrap(n.callee);
      const owner = isMember(callee) && !callee.computed ? unwrap(callee.object) : undefined;
      const method = owner?.type === 'Identifier' ? `${owner.name}.${memberName(callee)}` : '';
      if (method === 'JSON.stringify') return n.arguments.every(plain);
      return method === 'Response.json' && n.arguments.every((a: MaybeNode) => plainValue(a, true));
    }
    default:
      return false;
  }
}

/** Whether a statement only refuses: `return;`, `return <plain>`, `throw <plain>`, `continue`, `break`, or a block of one of those. */
export function plainExit(statement: MaybeNode): boolean {
  if (!statement) return false;
  switch (statement.type) {
    case 'BlockStatement':
      return statement.body.length === 1 && plainExit(statement.body[0]);
    case 'ReturnStatement':
      return !statement.argument || plainValue(statement.argument, false);
    case 'ThrowStatement':
      return plainValue(statement.argument, false);
    case 'ContinueStatement':
    case 'BreakStatement':
      return true;
    default:
      return false;
  }
}

/**
 * Whether what runs after `statement` completes is a plain exit: the next statement of its block, or,
 * at the end of a block, what follows the statement holding it, up to the end of a function or a
 * loop's body (an implicit `return;` or `continue`). False where that cannot be told (a `switch`
 * case, a `try` with a `finally`).
 */
export function plainAfter(statement: ASTPath): boolean {
  for (let at: ASTPath | undefined = statement; at; ) {
    const holder: ASTPath | undefined = at.parent;
    const owner = holder?.value;
    if (!owner) return false;
    if ((owner.type === 'BlockStatement' || owner.type === 'Program') && Array.isArray(at.parentPath?.value) && typeof at.name === 'number') {
      const next = owner.body[at.name + 1];
      if (next) return plainExit(next);
      if (owner.type === 'Program') return true;
      const outer = holder.parent?.value;
      if (isFunction(outer) || (LOOP_STATEMENTS.has(outer?.type) && outer.body === owner)) return true;
      at = holder;
      continue;
    }
    if (owner.type === 'IfStatement' || owner.type === 'LabeledStatement' || owner.type === 'BlockStatement') at = holder;
    else if (owner.type === 'TryStatement' && !owner.finalizer) at = holder;
    else if (owner.type === 'CatchClause' && !holder.parent?.value?.finalizer) at = holder.parent;
    else if (LOOP_STATEMENTS.has(owner.type) && (owner as { body?: ASTNode }).body === at.value) return true;
    else return false;
  }
  return false;
}
