import type { ASTPath, Identifier, VariableDeclarator } from 'jscodeshift';
import { declarationsAt, type Declaration } from '../../src/ast/scope';
import type { RecognitionContext } from '../../src/cloudflare';
import { currentIndex, isCall, isFunction, isMember, memberName, pathOfNode, unwrap, unwrapAwait, type CallNode, type FunctionNode, type MaybeNode, type NodeIndex } from '../../src/ast';
import { nodesIn, type IndexContext } from '../../src/ast/node-index';
import { bindingUses } from '../../src/flow/binding-uses';
import { thenPromise } from '../../src/flow/settled';
import { writesOf } from '../../src/flow/writes';
import { addedElements, changedInPlace, changedValue, IN_PLACE_TYPES, rootOf } from '../../src/flow/in-place';
import { elementCallback, mayRunAgain } from '../../src/flow/loops';
import { siteContext } from '../../src/cloudflare/records/site-context';
import { functionSites } from '../../src/flow/method-sites';
import { isImportBindingAt } from '../../src/ast/import-bound';
import { callsAnyTaker } from '../../src/cloudflare/records/called-function';
import { ONE_ELEMENT } from '../../src/flow/elements';
import { constructedBy } from '../../src/flow/factories';
import { enclosingFunction, variableValues } from '../../src/ast/bindings';

/*
 * dns-record-type-change: a record the code holds as it was listed or read: an element of a list
 * (`list[0]`, `list.filter(…)[0]`, `list.find(…)`, a `for … of` element), or what a helper picks out
 * of such a list (`pickFirst(all.filter(…))`, `pick(all, test)`). Sending its `type` (or spreading it)
 * to an update of its own `id` re-sends the type the record was read with. The list is read from
 * somewhere (a call, `res.json()`, `store.read()`, an SDK page, an array the code fills or spreads such lists in), not handed
 * in by a caller (a parameter, or read off one: `req.body`, `await req.json()`; but a member of it that constructs
 * whatever the parameter holds, `deps.make(token)`: src/flow/factories.ts), not parsed or merged
 * (`JSON.parse`, `Object.assign`), not chosen (`a ? b : c`, `a ?? b`), not a copy from a `map` whose
 * callback sets `type`, and not walked by a callback or loop that writes the element's `type`. The
 * record itself is given no other name (`const edit = rec`) and handed to no call but the update and
 * globals that take any value (`console.*`, `JSON.stringify`, `String`: called-function.ts): any other could give it another type.
 * A parameter holds one too when it is the element of an array method's callback over such a list
 * (`list.filter(…).map((r) => …)`), or when every call of its function in the run passes, there,
 * a record so held (`for (const rec of await this.listMine()) await this.push(rec)`): never an object
 * the caller writes (`push({ id, type: 'CNAME' })`) nor a caller's own input.
 */

/** Whether a declaration is a function's parameter (not its own name). */
function isParameter(d: Declaration): boolean {
  return !d.declarator && isFunction(d.scope) && d.scope.id !== d.id;
}

interface Walk {
  ctx: RecognitionContext;
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

/** Whether `element`'s `type` is changed in place inside a node (a loop body, a callback: flow/in-place.ts). */
const retyped = (ctx: IndexContext, node: MaybeNode, element: MaybeNode): boolean => !!node && unwrap(element)?.type === 'Identifier' && changedInPlace(ctx, node, 'type')(unwrap(element).name);

/** Array methods whose answer holds only elements of the list they are called on (`map` when its callback sets no `type`). */
const KEEPS = new Set(['filter', 'slice', 'sort', 'reverse', 'toSorted', 'toReversed', 'map', 'splice']);
/** Array methods whose answer may hold elements from elsewhere (the caller's: `list.concat(wanted)`). */
const ADDS = new Set(['concat', 'flatMap', 'with', 'toSpliced', 'parse', 'assign']);

/**
 * Whether a list variable is written after its declaration (`list = wanted`), or changed in place through itself or a
 * member of it so that it may hold the caller's objects, not only what was read (flow/in-place.ts: `list.push(…)` of
 * anything but a record read from a list, `page.result.push(...wanted)`, `list[0] = …`, `Object.assign(list, …)`;
 * not `list.sort(…)`, which keeps its records).
 */
function writtenList(walk: Walk, d: Declaration, depth: number): boolean {
  if (writesOf(walk.index, walk.ctx.root, d.scope, d.id.name).some((p) => p.value !== d.id && declarationsAt(walk.index, p, d.id.name)[0]?.id === d.id)) return true;
  const uses = new Set<unknown>(bindingUses(walk.index, walk.ctx.root, d).map((p) => p.value));
  return nodesIn(walk.ctx, d.scope, IN_PLACE_TYPES).some((c) => {
    if (!uses.has(rootOf(changedValue(c.value)))) return false;
    const added = addedElements(c.value);
    return !added || added.some((a) => !pushedRecord(walk, c, a, depth));
  });
}

/** Whether what is put into a list is itself an element read from a list (`for await (const r of cf.dns.records.list(…)) all.push(r)`). */
function pushedRecord(walk: Walk, at: ASTPath, value: MaybeNode, depth: number): boolean {
  const n = unwrap(value);
  if (n?.type !== 'Identifier' || depth >= 4) return false;
  const declared = declarationsAt(walk.index, at, n.name);
  const declarator = declared.length === 1 ? (declared[0].declarator as ASTPath<VariableDeclarator> | undefined) : undefined;
  if (!declarator) return false;
  const loop = declarator.parent?.parent?.value;
  if (declarator.value.init) return elementRead(walk, declarator, declarator.value.init, depth + 1);
  return loop?.type === 'ForOfStatement' && loop.left === declarator.parent.value && listRead(walk, declarator, loop.right, depth + 1);
}

/**
 * Whether a value is a list read from somewhere (see above), through the variables it is read from,
 * a few deep. Each variable walked is kept in `walk.lists`. Through `this` or an import only a method
 * call is a store (`this.store.list()`, `storage.getRecords()`; an import is also a `const` given `require(…)`): a field the class fills, or a list a
 * module writes by hand, holds the app's own objects.
 */
function listRead(walk: Walk, at: ASTPath, value: MaybeNode, depth = 0): boolean {
  let n = unwrapAwait(value);
  let called: CallNode | undefined;
  for (;;) {
    if (isMember(n)) n = unwrapAwait(n.object);
    else if (isCall(n) && isMember(unwrap(n.callee))) {
      const method = memberName(unwrap(n.callee)) ?? '';
      if ((method === 'map' && setsType(walk.ctx, n.arguments[0])) || ADDS.has(method)) return false;
      if (!KEEPS.has(method)) called = n;
      n = unwrapAwait(unwrap(n.callee).object);
    } else break;
  }
  if (n?.type === 'CallExpression' || n?.type === 'NewExpression') return true;
  // An array the code fills (`[]`), or one of spreads of such lists only (`[...aRecords, ...aaaaRecords]`).
  if (n?.type === 'ArrayExpression') return n.elements.every((e: MaybeNode) => e?.type === 'SpreadElement' && listRead(walk, at, e.argument, depth + 1));
  if (n?.type === 'ThisExpression') return !!called;
  if (n?.type !== 'Identifier' || depth >= 4) return false;
  const declared = declarationsAt(walk.index, at, n.name);
  if (isImportBindingAt(walk.index, at, n.name)) return !!called;
  // A parameter's member that constructs whatever the parameter holds (`deps.makeService(token)`): a `new`.
  if (called && unwrap(unwrap(called.callee).object) === n && constructedBy(walk.ctx.j, walk.ctx, called)?.length) return true;
  // The answer a `.then((page) => …)` callback is handed: read as the promise it waits on is.
  const answered = declared.length === 1 && isParameter(declared[0]) && (declared[0].scope as FunctionNode).params[0] === declared[0].id ? thenPromise(declared[0].scope, pathOfNode(walk.ctx, declared[0].scope)) : undefined;
  if (answered) return !writtenList(walk, declared[0], depth) && listRead(walk, answered, answered.value, depth + 1);
  if (declared.length !== 1 || isParameter(declared[0]) || writtenList(walk, declared[0], depth)) return false;
  walk.lists.push(declared[0]);
  const from = declared[0].declarator as ASTPath<VariableDeclarator> | undefined;
  return !!from?.value.init && listRead(walk, from, from.value.init, depth + 1);
}

/** Whether a value is one element of a list read from somewhere: `list[i]`, `list.find(…)`, `pick(list.filter(…))`. */
function elementRead(walk: Walk, at: ASTPath, value: MaybeNode, depth = 0): boolean {
  const n = unwrapAwait(value);
  if (isMember(n) && n.computed) return listRead(walk, at, n.object, depth);
  if (!isCall(n)) return false;
  const callee = unwrap(n.callee);
  if (isMember(callee)) return ONE_ELEMENT.has(memberName(callee) ?? '') && listRead(walk, at, callee.object, depth);
  return callee?.type === 'Identifier' && n.arguments.length > 0 && listRead(walk, at, n.arguments[0], depth);
}

/** Whether the record is given another name (but `alias`, the let it is kept in), or handed to a call (other than `update` or a read-only one) that may change it. */
function handedOn(ctx: IndexContext, record: Declaration, update: ASTPath, alias?: ASTPath): boolean {
  return bindingUses(currentIndex(ctx), ctx.root, record).some((p) => {
    const parent = p.parent?.value;
    if (parent?.type === 'VariableDeclarator' && parent.init === p.value) return true;
    if (parent?.type === 'AssignmentExpression' && parent.right === p.value) return parent !== alias?.value;
    if ((parent?.type === 'CallExpression' || parent?.type === 'NewExpression') && parent.arguments.includes(p.value)) return parent !== update.value && !(parent.type === 'CallExpression' && callsAnyTaker(ctx, p.parent));
    return false;
  });
}

/** Whether a list's elements are given a type by a callback (`records.forEach((r) => { r.type = kind })`) or a loop over it. */
function elementsRetyped(ctx: IndexContext, list: Declaration): boolean {
  return bindingUses(currentIndex(ctx), ctx.root, list).some((p) => {
    const parent = p.parent?.value;
    if (parent?.type === 'ForOfStatement' && parent.right === p.value) {
      const left = parent.left?.type === 'VariableDeclaration' ? parent.left.declarations[0]?.id : parent.left;
      return retyped(ctx, parent.body, left);
    }
    if (!isMember(parent) || parent.object !== p.value) return false;
    const call = p.parent.parent?.value;
    return isCall(call) && call.callee === parent && call.arguments.some((a: MaybeNode) => isFunction(unwrap(a)) && retyped(ctx, unwrap(a).body, unwrap(a).params[0]));
  });
}

/**
 * Whether `name` at `at` is a variable (a const or let, or a `for … of` element) or a parameter holding a record as
 * it was listed or read (see above). Whether it is written again is the caller's question (the
 * transform's `sameRecord`).
 */
export function heldRecord(ctx: RecognitionContext, at: ASTPath, name: string | undefined, depth = 0, alias?: ASTPath): boolean {
  if (name === undefined) return false;
  const index = currentIndex(ctx);
  const declared = declarationsAt(index, at, name);
  if (declared.length === 1 && isParameter(declared[0])) return recordParameter(ctx, at, declared[0], depth) && !handedOn(ctx, declared[0], at, alias);
  const declarator = declared.length === 1 ? (declared[0].declarator as ASTPath<VariableDeclarator> | undefined) : undefined;
  if (!declarator || handedOn(ctx, declared[0], at, alias)) return false;
  const declaration = declarator.parent;
  const loop = declaration?.parent?.value;
  const walk: Walk = { ctx, index, lists: [] };
  const given = declarator.value.init || loop?.type === 'ForOfStatement' ? undefined : givenOnce(ctx, at, name);
  // A let given its one record once: that record, read where it is given (`rec = found`: `found`'s own).
  const kept = given?.once ? unwrapAwait(given.value) : undefined;
  if (kept?.type === 'Identifier') return depth < 3 && heldRecord(ctx, given!.at, kept.name, depth + 1, given!.at);
  const held = declarator.value.init
    ? elementRead(walk, declarator, declarator.value.init)
    : kept
      ? elementRead(walk, given!.at, kept)
      : loop?.type === 'ForOfStatement' && loop.left === declaration.value && listRead(walk, declarator, loop.right);
  return held && !walk.lists.some((l) => elementsRetyped(ctx, l));
}

/** For a `let` declared with no value: its one write (`at`, the assignment), and `once` when that runs at most once (no loop or function between it and the declaration). */
export function givenOnce(ctx: RecognitionContext, at: ASTPath, name: string): { value: MaybeNode; at: ASTPath; once: boolean } | undefined {
  const declared = declarationsAt(currentIndex(ctx), at, name);
  const bare = declared.length === 1 ? (declared[0].declarator as ASTPath<VariableDeclarator> | undefined) : undefined;
  if (!bare || bare.value.init) return undefined;
  // Its own uses only: a callback's parameter of that name (`.find((record) => …)`) is another binding.
  const own = () => bindingUses(currentIndex(ctx), ctx.root, declared[0]) as ASTPath<Identifier>[];
  const given = variableValues(ctx, enclosingFunction(bare)?.value ?? ctx.root.get().value, bare, own);
  if (given?.length !== 1) return undefined;
  return { ...given[0], once: !mayRunAgain(given[0].at, bare.parent?.parent?.value) };
}

/**
 * Whether a plain parameter holds a record (see above): the element of an array method's callback over
 * a list read from somewhere, or, a few calls deep, what every call of its function in the run passes.
 */
function recordParameter(ctx: RecognitionContext, at: ASTPath, d: Declaration, depth: number): boolean {
  const fn = pathOfNode(ctx, d.scope as FunctionNode) as ASTPath<FunctionNode> | undefined;
  const position = fn ? fn.value.params.indexOf(d.id) : -1;
  if (!fn || position < 0 || depth >= 3) return false;
  const element = elementCallback(fn);
  if (element) {
    const walk: Walk = { ctx, index: currentIndex(ctx), lists: [] };
    return element.param === position && listRead(walk, element.list, element.list.value) && !walk.lists.some((l) => elementsRetyped(ctx, l));
  }
  const sites = functionSites(ctx, fn);
  return !!sites && sites.length > 0 && sites.every((site) => {
    const args = site.at.value.arguments;
    const arg = unwrap(args[position]);
    if (args.slice(0, position + 1).some((a) => a.type === 'SpreadElement') || arg?.type !== 'Identifier') return false;
    const theirs = siteContext(ctx, site.module);
    return heldRecord(theirs, site.at, arg.name, depth + 1);
  });
}
