import type { ASTNode, ASTPath, CallExpression, Identifier } from 'jscodeshift';
import { nodesIn, type IndexContext, type NodeIndex } from '../ast/node-index';
import { namesAlong } from './settled';
import { isMember, memberName, objectFunction, unwrap, type MaybeNode } from '../ast/syntax';
import { ARRAY_MUTATORS } from '../ast/mutators';
import { perIndex } from './per-declaration';

/*
 * What changes in place what a name holds: a write to a member of it (`found[0] = other`,
 * `parsed.result = defaults`, `rec.meta.type = …`, `list.length++`), deleting one (`delete
 * options.body`), a call that changes which elements a list holds (`found.push(…)`,
 * `found.splice(0, 0, …)`), or `Object.assign` (`defineProperty`) onto it. The name keeps its value;
 * what the value holds does not. The one rule for every asker by name: passed-on.ts (the options a retry wrapper hands on, with writes.ts for a name given
 * another value), lookup-kept.ts (a lookup's list and the record picked), and, for the whole file,
 * names.ts's `held` (a
 * list changed itself, not through an element, is not the list written). An asker following a value
 * rather than a name (answer-returns.ts) sees the same writes as its uses (uses.ts), ARRAY_MUTATORS included (src/ast/mutators.ts).
 */

/** The variable a chain of member reads starts from (`found` in `found.result[0]`), if it is one. */
export function rootOf(node: MaybeNode): Identifier | undefined {
  let n = unwrap(node);
  while (isMember(n)) n = unwrap(n.object);
  return n?.type === 'Identifier' ? n : undefined;
}

/** `Object`'s functions that write properties onto their first argument. */
export const OBJECT_WRITES: ReadonlySet<string> = new Set(['assign', 'defineProperty', 'defineProperties']);

/** What `node` (an assignment, an update, a `delete` or a call) changes in place (see above): the expression whose value holds the change, if any. */
export function changedValue(node: ASTNode): MaybeNode {
  if (node.type === 'AssignmentExpression' || node.type === 'UpdateExpression' || (node.type === 'UnaryExpression' && node.operator === 'delete')) {
    const target = unwrap(node.type === 'AssignmentExpression' ? node.left : (node as { argument?: ASTNode }).argument);
    return isMember(target) ? target.object : undefined;
  }
  if (node.type !== 'CallExpression' && node.type !== 'OptionalCallExpression') return undefined;
  const callee = unwrap(node.callee);
  const method = memberName(callee);
  if (!isMember(callee) || method === undefined) return undefined;
  if (ARRAY_MUTATORS.has(method)) return callee.object;
  // `assign` of any owner (`_.assign(rows, more)`, a library's) writes its first argument too
  return method === 'assign' || OBJECT_WRITES.has(objectFunction(node) ?? '') ? node.arguments[0] : undefined;
}

/** Array methods that put values from elsewhere into the list they are called on (their arguments; `splice` from its third). */
const FILLS: ReadonlySet<string> = new Set(['push', 'unshift', 'splice', 'fill']);

/**
 * What a change in place (changedValue's `node`) puts into what it changes: nothing for a call that keeps
 * the elements a list holds, removing or reordering them (`sort`, `reverse`, `pop`, `splice(i, 1)`), or an
 * update or `delete`; the arguments `push`, `unshift` and `fill` put in (`splice`'s from its third);
 * undefined when anything may be put in (a member written, `Object.assign`).
 */
export function addedElements(node: ASTNode): MaybeNode[] | undefined {
  if (node.type === 'UpdateExpression' || node.type === 'UnaryExpression') return [];
  const method = node.type === 'CallExpression' || node.type === 'OptionalCallExpression' ? memberName(unwrap(node.callee)) : undefined;
  if (method === undefined || !ARRAY_MUTATORS.has(method)) return undefined;
  return FILLS.has(method) ? (node as CallExpression).arguments.slice(method === 'splice' ? 2 : 0) : [];
}

/**
 * The name whose value `node` changes in place, anywhere along it (`rec` for `rec.meta.type = …`), if
 * any. Asked about one `field`: a write under another member named off the name (`rec.content = ip`)
 * leaves it as it was.
 */
function changedRoot(node: ASTNode, field?: string): string | undefined {
  let first = field === undefined ? undefined : unwrap(node.type === 'AssignmentExpression' ? node.left : (node as { argument?: ASTNode }).argument);
  while (isMember(first) && isMember(unwrap(first.object))) first = unwrap(first.object);
  return isMember(first) && !first.computed && memberName(first) !== field ? undefined : rootOf(changedValue(node))?.name;
}

/** The node types changedRoot reads. */
export const IN_PLACE_TYPES = ['AssignmentExpression', 'UpdateExpression', 'UnaryExpression', 'CallExpression', 'OptionalCallExpression'] as const;

/** Whether anything inside `scope` changes in place what a name holds (see above; its `field` only, when given), the scope read once for every name asked. */
export function changedInPlace(ctx: IndexContext, scope: ASTNode, field?: string): (name: string) => boolean {
  const changed = new Set(nodesIn(ctx, scope, IN_PLACE_TYPES).map((p) => changedRoot(p.value, field)));
  return (name) => changed.has(name);
}

/** Whether the value a name holds at `at` has its `field` changed in place under any name it passed through (settled.ts's namesAlong: `found.zone_id = …; held = found`), or they are not known. */
export function changedAlong(ctx: IndexContext, at: ASTPath, field: string): boolean {
  const along = namesAlong(ctx, at);
  return !along || along.some(({ name, scope }) => changedInPlace(ctx, scope, field)(name));
}

/** The names the file changes in place: anywhere along them (`rec.meta.type = …` changes `rec`), or themselves (`list.push(…)`, `list[0] = …`, not `rows[0].name = …`). */
interface Changed {
  anywhere: ReadonlySet<string>;
  itself: ReadonlySet<string>;
}

/** The names whose value anything in the file changes in place (see above), whatever their scope, found once per index. */
export const changedInFile = perIndex((index: NodeIndex): Changed => {
  const anywhere = new Set<string>();
  const itself = new Set<string>();
  for (const p of index.of(...IN_PLACE_TYPES)) {
    const value = unwrap(changedValue(p.value));
    const root = rootOf(value);
    if (root !== undefined) anywhere.add(root.name);
    if (value?.type === 'Identifier') itself.add(value.name);
  }
  return { anywhere, itself };
});
