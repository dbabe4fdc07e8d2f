import type { ASTNode } from 'jscodeshift';
import { nodesIn, type IndexContext } from '../ast/node-index';
import { isMember, memberName, unwrap, type MaybeNode } from '../ast/syntax';

/*
 * What changes in place what a name holds: a write to a member of it (`found[0] = other`,
 * `parsed.result = defaults`, `rec.meta.type = …`, `list.length++`), deleting one (`delete
 * options.body`), a call that changes which elements a list holds (`found.push(…)`, `found.splice(0,
 * 0, …)`), or `Object.assign` onto it. The name keeps its value; what the value holds does not. The
 * one rule for every asker: names.ts's `held` (its mutators, of lists), answer-returns.ts (a wrapper's
 * answer), passed-on.ts (the options a retry wrapper hands on, with writes.ts for a name given another
 * value), lookup-kept.ts (a lookup's list and the record picked).
 */

/** Calls that change which elements an array holds. */
export const MUTATORS = new Set(['push', 'unshift', 'splice', 'pop', 'shift', 'reverse', 'sort', 'fill', 'copyWithin']);

/** The variable a chain of member reads starts from (`found` in `found.result[0]`), if it is one. */
function rootOf(node: MaybeNode): string | undefined {
  let n = unwrap(node);
  while (isMember(n)) n = unwrap(n.object);
  return n?.type === 'Identifier' ? n.name : undefined;
}

/** Whether `node` (an assignment, an update, a `delete` or a call) changes in place what `name` holds (see above). */
function changesInPlace(node: ASTNode, name: string): boolean {
  if (node.type === 'AssignmentExpression') return isMember(unwrap(node.left)) && rootOf(node.left) === name;
  if (node.type === 'UpdateExpression') return isMember(unwrap(node.argument)) && rootOf(node.argument) === name;
  if (node.type === 'UnaryExpression') return node.operator === 'delete' && isMember(unwrap(node.argument)) && rootOf(node.argument) === name;
  if (node.type !== 'CallExpression' && node.type !== 'OptionalCallExpression') return false;
  const callee = unwrap(node.callee);
  if (!isMember(callee)) return false;
  const method = memberName(callee);
  if (method !== undefined && MUTATORS.has(method) && rootOf(callee.object) === name) return true;
  const owner = unwrap(callee.object);
  return method === 'assign' && owner?.type === 'Identifier' && owner.name === 'Object' && rootOf(node.arguments[0]) === name;
}

/** The node types changesInPlace reads. */
const IN_PLACE_TYPES = ['AssignmentExpression', 'UpdateExpression', 'UnaryExpression', 'CallExpression', 'OptionalCallExpression'] as const;

/** Whether anything inside `scope` changes in place what a name holds (see above), the scope read once for every name asked. */
export function changedInPlace(ctx: IndexContext, scope: ASTNode): (name: string) => boolean {
  const changes = nodesIn(ctx, scope, IN_PLACE_TYPES);
  return (name) => changes.some((p) => changesInPlace(p.value, name));
}
