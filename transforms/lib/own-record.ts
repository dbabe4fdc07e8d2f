import type { ASTPath, VariableDeclarator } from 'jscodeshift';
import { declarationsAt, type Declaration } from '../../src/ast/scope';
import { currentIndex, isCall, isFunction, isMember, memberName, unwrap, unwrapAwait, type MaybeNode, type NodeIndex } from '../../src/ast';
import { nodesIn, type IndexContext } from '../../src/ast/node-index';
import { bindingUses } from '../../src/flow/binding-uses';

/*
 * dns-record-type-change: a record the code holds as it was listed or read: an element of a list
 * (`list[0]`, `list.filter(…)[0]`, `list.find(…)`, a `for … of` element), or what a helper picks out
 * of such a list (`pickFirst(all.filter(…))`, `pick(all, test)`). Sending its `type` (or spreading it)
 * to an update of its own `id` re-sends the type the record was read with. The list is read from
 * somewhere (a call, `res.json()`, `store.read()`, an SDK page, an array the code fills), not handed
 * in by a caller (a parameter, or read off one: `req.body`, `await req.json()`), not parsed or merged
 * (`JSON.parse`, `Object.assign`), not chosen (`a ? b : c`, `a ?? b`), not a copy from a `map` whose
 * callback sets `type`, and not walked by a callback or loop that writes the element's `type`. The
 * record itself is given no other name (`const edit = rec`) and handed to no call but read-only ones
 * (`console.*`, `JSON.stringify`) and the update: either could give it another type.
 */

/** Whether a declaration is a function's parameter (not its own name). */
function isParameter(d: Declaration): boolean {
  return !d.declarator && isFunction(d.scope) && d.scope.id !== d.id;
}

/** Methods that give one element of the list they are called on. */
const PICKS = new Set(['find', 'findLast', 'at', 'pop', 'shift']);

interface Walk {
  ctx: IndexContext;
  index: NodeIndex;
  /** The variables the list is read through (`records` in `records.filter(…)[0]`). */
  lists: Declaration[];
}

/** Whether `{ …, type }` or `x.type = …` is written inside a node (a `map` callback that gives its copies a type). */
function setsType(ctx: IndexContext, node: MaybeNode): boolean {
  const n = unwrap(node);
  if (!isFunction(n)) return false;
  const typeKey = (q: { type: string; key?: MaybeNode; computed?: boolean }) => q.type !== 'SpreadElement' && !q.computed && (unwrap(q.key)?.name === 'type' || unwrap(q.key)?.value === 'type');
  return nodesIn(ctx, n, ['AssignmentExpression', 'ObjectExpression'] as const).some((p) =>
    p.value.type === 'ObjectExpression' ? p.value.properties.some(typeKey) : isMember(unwrap(p.value.left)) && memberName(unwrap(p.value.left)) === 'type',
  );
}

/** Whether `element.type = …` is written inside a node (a loop body, a callback). */
function writesType(ctx: IndexContext, node: MaybeNode, element: MaybeNode): boolean {
  const name = unwrap(element)?.type === 'Identifier' ? unwrap(element).name : undefined;
  if (!node || name === undefined) return false;
  return nodesIn(ctx, node, ['AssignmentExpression'] as const).some((p) => {
    const left = unwrap(p.value.left);
    return isMember(left) && memberName(left) === 'type' && unwrap(left.object)?.type === 'Identifier' && unwrap(left.object).name === name;
  });
}

/**
 * Whether a value is a list read from somewhere (see above), through the variables it is read from,
 * a few deep. Each variable walked is kept in `walk.lists`.
 */
function listRead(walk: Walk, at: ASTPath, value: MaybeNode, depth = 0): boolean {
  let n = unwrapAwait(value);
  for (;;) {
    if (isMember(n)) n = unwrapAwait(n.object);
    else if (isCall(n) && isMember(unwrap(n.callee))) {
      const method = memberName(unwrap(n.callee));
      if (method === 'map' && setsType(walk.ctx, n.arguments[0])) return false;
      if (method === 'parse' || method === 'assign') return false;
      n = unwrapAwait(unwrap(n.callee).object);
    } else break;
  }
  if (n?.type === 'CallExpression' || n?.type === 'NewExpression' || n?.type === 'ArrayExpression') return n.type !== 'ArrayExpression' || n.elements.length === 0;
  if (n?.type !== 'Identifier' || depth >= 4) return false;
  const declared = declarationsAt(walk.index, at, n.name);
  if (declared.length !== 1 || isParameter(declared[0])) return false;
  walk.lists.push(declared[0]);
  const from = declared[0].declarator as ASTPath<VariableDeclarator> | undefined;
  return !!from?.value.init && listRead(walk, from, from.value.init, depth + 1);
}

/** Whether a value is one element of a list read from somewhere: `list[i]`, `list.find(…)`, `pick(list.filter(…))`. */
function elementRead(walk: Walk, at: ASTPath, value: MaybeNode): boolean {
  const n = unwrapAwait(value);
  if (isMember(n) && n.computed) return listRead(walk, at, n.object);
  if (!isCall(n)) return false;
  const callee = unwrap(n.callee);
  if (isMember(callee)) return PICKS.has(memberName(callee) ?? '') && listRead(walk, at, callee.object);
  return callee?.type === 'Identifier' && n.arguments.length > 0 && listRead(walk, at, n.arguments[0]);
}

/** Whether a call only reads what it is given: `console.*`, `JSON.stringify`. */
function readOnlyCall(callee: MaybeNode): boolean {
  const c = unwrap(callee);
  if (!isMember(c) || unwrap(c.object)?.type !== 'Identifier') return false;
  const owner = unwrap(c.object).name as string;
  return owner === 'console' || (owner === 'JSON' && memberName(c) === 'stringify');
}

/** Whether the record is given another name, or handed to a call (other than `update` or a read-only one) that may change it. */
function handedOn(ctx: IndexContext, record: Declaration, update: ASTPath): boolean {
  return bindingUses(currentIndex(ctx), ctx.root, record).some((p) => {
    const parent = p.parent?.value;
    if (parent?.type === 'VariableDeclarator' && parent.init === p.value) return true;
    if (parent?.type === 'AssignmentExpression' && parent.right === p.value) return true;
    if ((parent?.type === 'CallExpression' || parent?.type === 'NewExpression') && parent.arguments.includes(p.value)) return parent !== update.value && !readOnlyCall(parent.callee);
    return false;
  });
}

/** Whether a list's elements are given a type by a callback (`records.forEach((r) => { r.type = kind })`) or a loop over it. */
function elementsRetyped(ctx: IndexContext, list: Declaration): boolean {
  return bindingUses(currentIndex(ctx), ctx.root, list).some((p) => {
    const parent = p.parent?.value;
    if (parent?.type === 'ForOfStatement' && parent.right === p.value) {
      const left = parent.left?.type === 'VariableDeclaration' ? parent.left.declarations[0]?.id : parent.left;
      return writesType(ctx, parent.body, left);
    }
    if (!isMember(parent) || parent.object !== p.value) return false;
    const call = p.parent.parent?.value;
    return isCall(call) && call.callee === parent && call.arguments.some((a: MaybeNode) => isFunction(unwrap(a)) && writesType(ctx, unwrap(a).body, unwrap(a).params[0]));
  });
}

/**
 * Whether `name` at `at` is a variable (a const or let, or a `for … of` element) holding a record as
 * it was listed or read (see above). Whether it is written again is the caller's question (the
 * transform's `sameRecord`).
 */
export function heldRecord(ctx: IndexContext, at: ASTPath, name: string | undefined): boolean {
  if (name === undefined) return false;
  const index = currentIndex(ctx);
  const declared = declarationsAt(index, at, name);
  const declarator = declared.length === 1 ? (declared[0].declarator as ASTPath<VariableDeclarator> | undefined) : undefined;
  if (!declarator) return false;
  const declaration = declarator.parent;
  const loop = declaration?.parent?.value;
  const walk: Walk = { ctx, index, lists: [] };
  const held = declarator.value.init
    ? elementRead(walk, declarator, declarator.value.init)
    : loop?.type === 'ForOfStatement' && loop.left === declaration.value && listRead(walk, declarator, loop.right);
  return held && !handedOn(ctx, declared[0], at) && !walk.lists.some((l) => elementsRetyped(ctx, l));
}
