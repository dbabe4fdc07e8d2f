import type { ASTNode, ASTPath, CallExpression, ClassProperty, Identifier, MemberExpression, NewExpression, VariableDeclarator } from 'jscodeshift';
import type { ApiCall, RecognitionContext } from '../calls/calls';
import { followMembers, responseBindings, resultChain } from './response';
import { isFunction, isMember, memberName, unwrap, type FunctionNode, type MaybeNode, type MemberNode } from '../../ast/syntax';
import { currentIndex, type IndexContext, type NodeIndex, type Root } from '../../ast/node-index';
import { annotatedState, heldValue, mayBeStateType, storeReads, wrappedState, type StateAccess } from '../../ast/state-wrappers';
import { thisOwner } from '../../ast/scope';
import { spanOf } from '../../ast/span';
import { outerExpression } from '../../ast/paths';
import { namedType } from '../../ast/type-declarations';
import { passedParameters, type PassedArgument } from './passed-items';
import { returningFunctions, type ReturnedValue } from './returned-items';
import { stepAt } from '../../flow/uses';
import { parsedResultReads } from './parsed-in-place';
import { leftToDefault } from '../../flow/defaults';
import { thisShift } from '../../ast/this-parameter';
import { keepsElements, listStep } from '../../flow/elements';
import { declaredReads } from '../../flow/binding-uses';
import { argumentFunction, elementCallback } from '../../flow/loops';
import { thenParameter } from '../../flow/settled';
import { addedElements } from '../../flow/in-place';

/**
 * One expression that stands for one element of an API result (a DNS record in a list response, or
 * the record a create/get returned): an identifier bound to it (`r` in `result.filter(r => …)`,
 * `for (const r of result)`, `const srv = result.find(…)`), an index (`result[0]`), the result
 * itself for endpoints that return one object, or the object pattern an element is taken apart with
 * where it arrives (`result.map(({ id, zone_id }) => …)`, `({ locked } = {}) => …`, `for (const { locked } of result)`,
 * `for (const [i, { locked }] of result.entries())`). `filters` are the predicate callbacks the element
 * went through on its way (`result.filter(r => r.type === 'SRV')`), with the parameter name each
 * one tests, so a transform can tell what is known about the element.
 */
export interface ItemRef {
  path: ASTPath;
  filters: Array<{ fn: any; param: string }>;
}

const MAX_DEPTH = 8;

/**
 * Follows lists and elements from starting expressions: array callbacks, `for…of`, indexes,
 * `find`, destructuring `[first]`, and consts holding either. Every place an element is used comes
 * out as an ItemRef; a const holding an element is followed to its uses rather than reported itself.
 */
export function itemsOf(ctx: IndexContext, starts: Array<{ path: ASTPath; list: boolean }>): ItemRef[] {
  return itemsAndArguments(ctx, starts).refs;
}

/** What `itemsAndArguments` found: the element uses, the lists and elements met as arguments, the functions returning them (whether lists). */
export interface FollowedItems {
  refs: ItemRef[];
  passed: ReadonlyMap<ASTNode, PassedArgument>;
  returning: ReadonlyMap<FunctionNode, boolean>;
}

/**
 * `itemsOf`, with the lists and elements it met as a call's argument (the argument's node → the call,
 * the position, whether it is a list): another module's function they are passed to may read them
 * (src/cloudflare/records/passed-records.ts), and the functions of the file that return them
 * (returned-items.ts: another module may type its records with what they are written to return).
 */
export function itemsAndArguments(ctx: IndexContext, starts: Array<{ path: ASTPath; list: boolean }>): FollowedItems {
  const index = currentIndex(ctx);
  // Where the value a name is declared with is read, by JavaScript's scopes (a name declared again inside is another).
  const reads = (id: Identifier): ASTPath[] => declaredReads(index, ctx.root, id);
  const out: ItemRef[] = [];
  const seen = new Set<any>();
  // Lists and elements met as a call's argument, for the parameters they fill (passed-items.ts).
  const passed = new Map<ASTNode, PassedArgument>();
  // Lists and elements a function of the file returns, for the calls that receive them (returned-items.ts).
  const returned = new Map<FunctionNode, Map<ASTNode, ReturnedValue<ItemRef['filters'][number]>>>();
  // Where the value at `p` goes one step on (flow/uses.ts's `stepAt`): an argument of a call, or what a function (not a generator) returns.
  const note = (p: ASTPath, isList: boolean, filters: ItemRef['filters']): void => {
    const use = stepAt(ctx, p);
    const { via, index } = use ?? {};
    if (use?.kind === 'argument' && (via?.value.type === 'CallExpression' || via?.value.type === 'NewExpression') && index !== undefined && via.value.arguments[index] === p.value && !passed.has(p.value)) {
      passed.set(p.value, { call: via as ASTPath<CallExpression | NewExpression>, index, list: isList });
    }
    const fn = use?.kind === 'returned' ? (via?.value as FunctionNode) : undefined;
    if (fn?.generator) return;
    if (fn && !returned.get(fn)?.has(p.value)) returned.set(fn, (returned.get(fn) ?? new Map()).set(p.value, { list: isList, filters }));
  };
  const item = (start: ASTPath, filters: ItemRef['filters'], depth: number): void => {
    const p = outerExpression(start);
    const parent = p.parent?.value;
    note(p, false, filters);
    // `p.then((rec) => …)`: the callback's parameter holds what the promise settles to (flow/settled.ts).
    const settledIn = thenParameter(p);
    if (settledIn) return bound(settledIn, filters, depth);
    // `function f({ zone_id } = rec)` (or `f(r = rec)`) that every call leaves to its default: the pattern (or `r`) reads the record.
    const param = defaultedParameter(ctx, p);
    if (param?.value.type === 'ObjectPattern') return item(param, filters, depth + 1);
    if (param?.value.type === 'Identifier' && depth < MAX_DEPTH) {
      for (const ref of reads(param.value)) item(ref, filters, depth + 1);
      return;
    }
    if (depth < MAX_DEPTH && parent?.type === 'VariableDeclarator' && p.name === 'init' && parent.id.type === 'Identifier') {
      for (const ref of reads(parent.id)) item(ref, filters, depth + 1);
      return;
    }
    if (seen.has(start.value)) return;
    seen.add(start.value);
    out.push({ path: start, filters });
  };
  // A name each element is given (a callback's element parameter, a `for…of` head, a pair's second half): its reads.
  // Taken apart where it is declared (`result.map(({ id, zone_id }) => …)`, also with a default, `({ locked } =
  // {}) =>`, which an element never takes): the pattern reads the element.
  const bound = (at: ASTPath, filters: ItemRef['filters'], depth: number): void => {
    const n = at.value;
    if (n?.type === 'Identifier') for (const ref of reads(n)) item(ref, filters, depth + 1);
    else if (n?.type === 'ObjectPattern') item(at, filters, depth + 1);
    else if (n?.type === 'AssignmentPattern' && n.left.type === 'ObjectPattern') item(at.get('left'), filters, depth + 1);
  };
  // The element parameter of a callback the list at `list` hands each element to (loops.ts's `elementCallback`: `map`,
  // `filter`, `find`, `reduce`'s second, …); `pair`: the second half of the [index, element] pair it is handed.
  const callbackOf = (list: ASTPath, callPath: ASTPath, pair: boolean, filters: ItemRef['filters'], depth: number): void => {
    const fnPath = argumentFunction(callPath.get('arguments', 0));
    const callback = fnPath && elementCallback(fnPath);
    if (!fnPath || !callback || callback.list.value !== list.value) return;
    const param = fnPath.get('params', callback.param);
    if (!pair) bound(param, filters, depth);
    else if (param.value?.type === 'ArrayPattern' && param.value.elements[1]) bound(param.get('elements', 1), filters, depth);
  };
  // [index, element] pairs (`list.entries()`, `Object.entries(list)`) in `for (const [i, r] of …)` (`[i, { locked }]`) or an
  // element callback's pair (`.forEach(([i, r]) => …)`): the second half. A pair kept whole, spread, or left alone otherwise.
  const pairs = (callPath: ASTPath, filters: ItemRef['filters'], depth: number): void => {
    const p = outerExpression(callPath);
    const up = p.parent?.value;
    if (up?.type === 'ForOfStatement' && p.name === 'right' && up.left.type === 'VariableDeclaration') {
      const pattern = p.parent.get('left', 'declarations', 0, 'id');
      if (pattern.value.type === 'ArrayPattern' && pattern.value.elements[1]) bound(pattern.get('elements', 1), filters, depth);
    } else if (isMember(up) && up.object === p.value && p.parent.parent?.value.callee === up) callbackOf(p, p.parent.parent, true, filters, depth);
  };
  const list = (start: ASTPath, filters: ItemRef['filters'], depth: number): void => {
    if (depth > MAX_DEPTH) return;
    const p = outerExpression(start);
    const parent = p.parent?.value;
    if (!parent) return;
    note(p, true, filters);
    const settledIn = thenParameter(p);
    if (settledIn?.value.type === 'Identifier') for (const ref of reads(settledIn.value)) list(ref, filters, depth + 1);
    if (settledIn) return;
    // `Array.isArray(result) ? result : []`, `result ?? []`: the same elements.
    if (keepsElements(p)) return list(p.parent, filters, depth + 1);
    // What the layer says the use holds (elements.ts's `listStep`): a copy, an object's values, one element, pairs.
    const step = listStep(p);
    if (step?.kind === 'pairs') return pairs(step.at, filters, depth);
    if (isMember(parent) && parent.object === p.value && p.parent.parent) callbackOf(p, p.parent.parent, false, filters, depth);
    if (step?.kind === 'copy' || step?.kind === 'values') return list(step.at, tested(step.at, filters), depth + 1);
    if (step?.kind === 'element') {
      // `const [first] = result`: the name's reads.
      if (step.at.value.type === 'Identifier') for (const ref of reads(step.at.value)) item(ref, filters, depth + 1);
      else item(step.at, tested(step.at, filters), depth + 1);
      return;
    }
    // `for (const r of result)`, `for (const { zone_name } of result)`.
    if (parent.type === 'ForOfStatement' && p.name === 'right') {
      return bound(parent.left.type === 'VariableDeclaration' ? p.parent.get('left', 'declarations', 0, 'id') : p.parent.get('left'), filters, depth);
    }
    if (parent.type === 'VariableDeclarator' && p.name === 'init' && parent.id.type === 'Identifier') for (const ref of reads(parent.id)) list(ref, filters, depth + 1);
  };
  for (const s of starts) (s.list ? list : item)(s.path, [], 0);
  // A function of the file every call of which passes such a value: its parameter holds one too.
  // A function of the file that returns such a value whatever it is given: each call of it holds one too.
  const followed = new Set<ASTNode>();
  const returning = new Map<FunctionNode, boolean>();
  for (let round = 0; round < MAX_DEPTH && (passed.size > 0 || returned.size > 0); round++) {
    const params = passed.size > 0 ? passedParameters(ctx, passed, followed) : [];
    const fns = returned.size > 0 ? returningFunctions(ctx, returned, followed) : [];
    if (params.length === 0 && fns.length === 0) break;
    for (const { param, list: isList } of params) for (const ref of reads(param)) (isList ? list : item)(ref, [], 0);
    for (const { fn, calls, list: isList, filters } of fns) {
      returning.set(fn, isList);
      for (const call of calls) (isList ? list : item)(call, filters, 0);
    }
  }
  return { refs: out, passed, returning };
}

/** What a `filter`, `find` or `findLast` call at `at` lets through passed its test: its callback and element parameter added to `filters`. */
function tested(at: ASTPath, filters: ItemRef['filters']): ItemRef['filters'] {
  const call = at.value as { callee?: ASTNode; arguments?: ASTNode[] };
  const fn = ['filter', 'find', 'findLast'].includes(isMember(call.callee) ? memberName(call.callee) ?? '' : '') ? unwrap(call.arguments?.[0]) : undefined;
  return fn?.params?.[0]?.type === 'Identifier' ? [...filters, { fn, param: fn.params[0].name }] : filters;
}

/**
 * The object pattern or the name of a parameter whose default is the expression at `p` (`function f({
 * zone_id, name } = rec)`, `const f = ({ locked } = rec) => …`, `function f(r = rec)`), when it always
 * holds that default (flow/defaults.ts's `leftToDefault`: every call in sight, none passing it).
 */
function defaultedParameter(ctx: IndexContext, p: ASTPath): ASTPath | undefined {
  const holder = p.parent;
  const fn = holder?.parent?.value;
  const left = holder?.value.left;
  if (holder?.value.type !== 'AssignmentPattern' || p.name !== 'right' || (left.type !== 'ObjectPattern' && left.type !== 'Identifier') || !isFunction(fn)) return undefined;
  const position = fn.params.indexOf(holder.value) - thisShift(fn);
  return position >= 0 && leftToDefault(ctx, currentIndex(ctx), fn, position) ? holder.get('left') : undefined;
}

/**
 * The places a value typed with one of `typeNames` is used: a function or method parameter inside its
 * function, and with `variables` also a variable (`const rec: T = …`) in its scope. `record: T` stands
 * for one element, `records: T[]` (or `Array<T>`, `readonly T[]`) for a list whose elements are
 * followed as in `itemsOf`. Only plain identifiers (optional parameters too), and with `variables` a
 * class field (`rawData: T`) read as `this.rawData` in its class, and a framework's state given the
 * type (src/ast/state-wrappers.ts): `editing.value` for Vue's `ref<T | null>(…)`, `shallowRef<T>`,
 * `computed<T>`; `state` itself for `reactive<T>(…)`; `get(store)` and `$store` for Svelte's
 * `writable<T>(…)`; the same for a variable or parameter declared with their types (`Ref<T | null>`,
 * `ComputedRef<T[]>`, `Writable<T>`). Each item carries the type it was declared with.
 */
export function typedItems(
  ctx: IndexContext,
  typeNames: ReadonlySet<string>,
  options: { variables?: boolean } = {},
): Array<{ ref: ItemRef; type: string }> {
  if (typeNames.size === 0) return [];
  const { j, root } = ctx;
  const out: Array<{ ref: ItemRef; type: string }> = [];
  // The file's node index, asked for once (without a memo in ctx, each call would build it again).
  let indexOnce: NodeIndex | undefined;
  const index = (): NodeIndex => (indexOnce ??= currentIndex(ctx));
  root.find(j.Identifier).forEach((p: ASTPath<Identifier>) => {
    let type = namedType(p.value.typeAnnotation);
    let access: StateAccess = 'self';
    // Declared with a framework's state type (`editing: Ref<T | null>`): its value is the record.
    if ((!type || !typeNames.has(type.name)) && mayBeStateType(p.value.typeAnnotation)) {
      const state = annotatedState(index(), p, p.value.typeAnnotation);
      type = state && namedType(state.type);
      access = state?.access ?? access;
    }
    if (!type || !typeNames.has(type.name)) return;
    const list = type.list;
    const parent = p.parent?.value;
    const param = isFunction(parent) && parent.params.some((x) => x === p.value) && !!parent.body;
    if (!param && !(options.variables && parent?.type === 'VariableDeclarator' && parent.id === p.value)) return;
    const starts =
      access === 'self'
        ? declaredReads(index(), root, p.value).map((path) => ({ path, list }))
        : stateStarts(index(), root, { access, id: p.value, declarator: parent?.type === 'VariableDeclarator' ? (p.parent as ASTPath<VariableDeclarator>) : undefined, list });
    for (const ref of itemsOf(ctx, starts)) out.push({ ref, type: type.name });
  });
  if (options.variables) {
    // A class field typed with one (`rawData: T`): its reads through `this` in that class.
    root.find(j.ClassProperty).forEach((p: ASTPath<ClassProperty>) => {
      const type = namedType(p.value.typeAnnotation);
      const key = p.value.key;
      if (!type || !typeNames.has(type.name) || p.value.computed || key?.type !== 'Identifier' || p.value.static) return;
      const owner = p.parent?.parent?.value;
      const starts = j(owner)
        .find(j.MemberExpression, { object: { type: 'ThisExpression' }, property: { type: 'Identifier', name: key.name } })
        .filter((m: ASTPath<MemberExpression>) => !m.value.computed && thisOwner(m) === owner && !(m.parent?.value.type === 'AssignmentExpression' && m.parent.value.left === m.value))
        .paths()
        .map((path) => ({ path, list: type.list }));
      for (const ref of itemsOf(ctx, starts)) out.push({ ref, type: type.name });
    });
    // A framework's state given the type (`const editing = ref<T | null>(null)`): its value where it is read.
    index().of('VariableDeclarator').forEach((p) => {
      const id = p.value.id;
      const state = id.type === 'Identifier' ? wrappedState(index(), p) : undefined;
      const type = state && namedType(state.type);
      if (!state || !type || !typeNames.has(type.name) || id.type !== 'Identifier') return;
      for (const ref of itemsOf(ctx, stateStarts(index(), root, { access: state.access, id, declarator: p, list: type.list }))) out.push({ ref, type: type.name });
    });
  }
  return out;
}

/** A framework's state holding records: how it hands out its value, its name and declarator, whether it holds a list. */
interface HeldState {
  access: StateAccess;
  id: Identifier;
  declarator: ASTPath<VariableDeclarator> | undefined;
  list: boolean;
}

/**
 * Where a framework's state named by `id` (declared by `declarator` when it is a variable) hands out
 * its value: each read of it through `access` (`x.value`, `get(x)`), and for a store
 * declared as a variable its `$x` reads too.
 */
function stateStarts(index: NodeIndex, root: Root, state: HeldState): Array<{ path: ASTPath; list: boolean }> {
  const { access, id, declarator, list } = state;
  const held = declaredReads(index, root, id).map((ref) => heldValue(index, access, ref));
  if (access === 'store' && declarator) held.push(...storeReads(index, declarator));
  return held.filter((path): path is ASTPath => path !== undefined).map((path) => ({ path, list }));
}

/**
 * The places a call's result elements are used, inside the function that makes the call: with
 * `list`, the result is an array (a list endpoint) and its elements are followed; otherwise the
 * result is one object (a get, create or update). Reads through `responseBindings` (`body.result`,
 * `data.result`, a destructured `result`, a v3+ SDK result; for a v3+ list, the page's `result`, read
 * (`page.result`, `(await client.….list()).result`) or destructured (`const { result } = await
 * client.….list()`), and `for await (const r of client.….list())`).
 */
export function resultItems(ctx: RecognitionContext, call: ApiCall, options: ResultOptions): ItemRef[] {
  return itemsOf(ctx, resultStarts(ctx, call, options));
}

/**
 * Whether the list at `p` is given elements by a call on it (flow/in-place.ts: `list.push(…)`, `unshift`, `splice`, `fill`),
 * other than another answer's page of the same kind (`first.result.push(...next.result)`, the paging shape).
 */
function fills({ path: p, complete }: { path: ASTPath; complete: boolean }): boolean {
  const member = p.parent?.value;
  const call = p.parent?.parent?.value;
  const added = complete && isMember(member) && member.object === p.value && call?.callee === member ? addedElements(call) : undefined;
  const page = (a: MaybeNode): boolean => a?.type === 'SpreadElement' && isMember(unwrap(a.argument)) && memberName(unwrap(a.argument) as MemberNode) === 'result';
  return !!added && added.length > 0 && !(memberName(member) === 'push' && added.every(page));
}

/** What `resultItems` asks of one call: whether it answers with a list, and the calls made alike (`responseBindings`). */
interface ResultOptions {
  list: boolean;
  alike?: readonly ApiCall[];
}

/** Where the result elements (or the result list) of a call start, for `itemsOf`. */
export function resultStarts(ctx: RecognitionContext, call: ApiCall, options: ResultOptions): Array<{ path: ASTPath; list: boolean }> {
  const starts: Array<{ path: ASTPath; list: boolean }> = [];
  const v3 = call.sdk?.generation === 'v3+';
  const sdkPage = options.list && v3;
  const index = currentIndex(ctx);
  for (const b of responseBindings(ctx, call, { lets: true, alike: options.alike, page: sdkPage })) {
    const chain = resultChain(b, sdkPage);
    // The reads of the name the binding declares (a name declared again in a block or a callback is another value).
    const reads = declaredReads(index, ctx.root, b.id);
    // A list the code fills from elsewhere (`answer.result.push(...mine)`) holds more than the answer's records.
    if (options.list && reads.some((p) => fills(followMembers(p, chain)))) continue;
    reads.forEach((p: ASTPath) => {
      const parent = p.parent?.value;
      // A `let`: not where it is given a value, nor before its first one.
      if (parent?.type === 'AssignmentExpression' && parent.left === p.value) return;
      if (b.from !== undefined && !((spanOf(p.value)?.start ?? -1) >= b.from)) return;
      if (sdkPage && b.level === 'result' && parent?.type === 'ForOfStatement') starts.push({ path: p, list: true });
      const result = followMembers(p, chain);
      if (result.complete) starts.push({ path: result.path, list: options.list });
    });
  }
  // A fetch response's body parsed where its result is read: `tally((await res.json()).result)`.
  for (const path of parsedResultReads(ctx, call)) starts.push({ path, list: options.list });
  if (sdkPage) {
    const p = outerExpression(call.path);
    if (p.parent?.value.type === 'ForOfStatement' && p.name === 'right') starts.push({ path: call.path, list: true });
    // The page read where it is awaited: `(await client.….list(…)).result.map(…)`.
    const page = followMembers(p, ['result']);
    if (page.complete) starts.push({ path: page.path, list: true });
  }
  // A v3+ method's one object, read where it is awaited: `const { zone_id } = await client.….get(…)`,
  // `(await client.….edit(…)).name`. A variable given it is a binding, followed above when it holds
  // nothing else.
  if (v3 && !options.list) {
    const held = outerExpression(call.path).parent?.value;
    const variable = (held?.type === 'VariableDeclarator' && held.id.type === 'Identifier') || held?.type === 'AssignmentExpression';
    if (!variable) starts.push({ path: call.path, list: false });
  }
  return starts;
}
