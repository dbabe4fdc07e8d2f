import type { ASTNode, ASTPath, CallExpression, JSCodeshift, NewExpression } from 'jscodeshift';
import { identifiersNamedIn, nodeIndex, pathOfNode, type NodeIndex, type Root } from '../ast/node-index';
import { declarationsAt, type Declaration } from '../ast/scope';
import { isFunction, isMember, isProperty, keyName, memberName, unwrap, unwrapAwait, type CallNode, type FunctionNode, type MaybeNode, type MemberNode } from '../ast/syntax';
import { topLevel } from '../ast/top-level';
import { bindingUses, exported } from './binding-uses';
import { allRunSites, NOT_ALL, type RunSite, type SiteModule } from './run-sites';

/*
 * Factories (docs/value-flow.md, "Parameters across the run"): a top-level function, or the member of an
 * object literal (`{ make: (t) => new C(t) }`) held by a `const` (not exported) or written as a parameter's
 * value. The object is followed through every name that holds it (objectCalls): the `const`, and a
 * parameter of a top-level function it is the default of or the argument at that parameter's position;
 * each such name may only read a member by name, the factory's only to call it (a function reading `arguments` has its parameters
 * under another name: not followed). Asked both ways:
 * constructedBy (the `new …` a call answers) and factoryCalls (every call that runs a factory).
 */

/** The `new` expressions a call (`make(t)`, `defaults.make(t)`, `deps.make(t)`, in `module`) answers, or undefined when it may answer anything else. */
export function constructedBy(j: JSCodeshift, module: SiteModule, call: CallNode): NewExpression[] | undefined {
  const at = pathOfNode({ j, root: module.root }, call as ASTNode);
  const callee = unwrap(call.callee);
  if (at && callee?.type === 'Identifier') return made(topLevelFunction(j, module, at, callee.name)?.value);
  const key = isMember(callee) ? memberName(callee) : undefined;
  const objects = at && key !== undefined ? heldObjects(j, module, at, (callee as MemberNode).object, key, 0) : undefined;
  const out: NewExpression[] = [];
  for (const object of objects ?? [undefined]) {
    const news = object && made(member(object, key as string));
    if (!news) return undefined;
    out.push(...news);
  }
  return out;
}

/** Every call in the run that runs `fn` (a top-level function, or a factory member of an object followed as above), or undefined when they cannot all be known. */
export function factoryCalls(j: JSCodeshift, module: SiteModule, fn: ASTPath<FunctionNode>): RunSite[] | undefined {
  if (topLevelName(fn) !== undefined) return topLevelCalls(j, module, fn);
  const property = fn.parent?.value;
  const key = isProperty(property) && property.value === fn.value && !property.computed ? keyName(property) : undefined;
  return key === undefined ? undefined : heldCalls(j, module, fn.parent.parent, key);
}

/** The calls of `key` through every name holding a value written as a `const`'s value or a parameter's default (objectCalls), or undefined when it may go anywhere else. */
export function heldCalls(j: JSCodeshift, module: SiteModule, value: ASTPath, key: string): RunSite[] | undefined {
  const holder = value.parent;
  const id = holder?.value.type === 'AssignmentPattern' && holder.value.right === value.value ? holder.get('left') : holder?.value.type === 'VariableDeclarator' && unwrap(holder.value.init) === value.value ? holder.get('id') : undefined;
  const [declared] = id?.value.type === 'Identifier' ? declarationsAt(nodeIndex(j, module.root), id, id.value.name) : [];
  const out: RunSite[] = [];
  return !!declared && declared.id === id?.value && objectCalls(j, module, declared, key, out, new Set()) ? out : undefined;
}

/**
 * Whether every use of a name holding the object reads a member by name, `key`'s only to call it (each
 * call kept in `out`), or hands the object to a parameter of a top-level function (as its default, or as
 * the argument at its position) used the same way.
 */
function objectCalls(j: JSCodeshift, module: SiteModule, declared: Declaration, key: string, out: RunSite[], seen: Set<unknown>): boolean {
  if (seen.has(declared.id)) return true;
  seen.add(declared.id);
  if (exported(declared) || (declared.declarator && declared.declarator.parent?.value.kind !== 'const')) return false;
  const index = nodeIndex(j, module.root);
  // A parameter of a function that reads `arguments` has another name there (`arguments[1].make = …`).
  if (!declared.declarator && isFunction(declared.scope) && readsArguments(index, module.root, declared.scope)) return false;
  return bindingUses(index, module.root, declared).every((ref) => {
    const up = ref.parent;
    const param = up?.value.type === 'AssignmentPattern' && up.value.right === ref.value ? up.get('left') : parameterPassed(j, module, ref);
    if (param) {
      const [next] = param.value.type === 'Identifier' ? declarationsAt(index, param, param.value.name) : [];
      return next?.id === param.value && objectCalls(j, module, next, key, out, seen);
    }
    const call = memberCall(ref, key);
    if (call === NOT_ALL) return false;
    if (call) out.push({ module, at: call });
    return true;
  });
}

/** Whether `fn` reads its own `arguments` (in an arrow of it too, not in a nested function). */
function readsArguments(index: NodeIndex, root: Root, fn: ASTNode): boolean {
  return identifiersNamedIn(index, root, fn, 'arguments').some((ref) => {
    const parent = ref.parent?.value;
    // (Not a key: `job.arguments`, `{ arguments: [] }`, a type's `{ arguments: string[] }`.)
    if ((isMember(parent) && parent.property === ref.value && !parent.computed) || (isProperty(parent) && parent.key === ref.value && !parent.computed) || String(parent?.type).startsWith('TS')) return false;
    let at = ref.parent;
    while (at && at.value !== fn && (!isFunction(at.value) || at.value.type === 'ArrowFunctionExpression')) at = at.parent;
    return at?.value === fn;
  });
}

/** The parameter an argument is passed to, when the callee is a top-level function of the module and no spread comes first. */
function parameterPassed(j: JSCodeshift, module: SiteModule, arg: ASTPath): ASTPath | undefined {
  const call = arg.parent?.value;
  const position = call?.type === 'CallExpression' ? call.arguments.indexOf(arg.value) : -1;
  const callee = position >= 0 ? unwrap(call.callee) : undefined;
  if (callee?.type !== 'Identifier' || spreadBefore(call.arguments, position)) return undefined;
  const fn = topLevelFunction(j, module, arg.parent, callee.name);
  const param = fn?.value.params[position];
  return param?.type === 'AssignmentPattern' ? fn?.get('params', position, 'left') : param ? fn?.get('params', position) : undefined;
}

/** The object literals an expression at `at` holds (one written there, or held by a name: a `const`, or a parameter: its default wherever a call leaves it out, each call's argument), a few deep, or undefined when it may hold anything else. */
function heldObjects(j: JSCodeshift, module: SiteModule, at: ASTPath, node: MaybeNode | typeof NOT_ALL, key: string, depth: number): ASTNode[] | undefined {
  const n = node === NOT_ALL ? undefined : unwrap(node);
  if (n?.type === 'ObjectExpression') return [n];
  const [declared, ...more] = n?.type === 'Identifier' ? declarationsAt(nodeIndex(j, module.root), at, n.name) : [];
  if (!declared || more.length > 0 || depth > 2 || !objectCalls(j, module, declared, key, [], new Set())) return undefined;
  const init = unwrap((declared.declarator?.value as { init?: MaybeNode } | undefined)?.init);
  if (declared.declarator) return init?.type === 'ObjectExpression' && (declared.declarator.value as { id?: unknown }).id === declared.id ? [init] : undefined;
  const fn = isFunction(declared.scope) ? pathOfNode({ j, root: module.root }, declared.scope as FunctionNode) : undefined;
  const position = fn ? fn.value.params.findIndex((p) => p === declared.id || (p.type === 'AssignmentPattern' && p.left === declared.id)) : -1;
  const sites = fn && position >= 0 ? topLevelCalls(j, module, fn) : undefined;
  if (!fn || !sites) return undefined;
  const passed = sites.map((s): [SiteModule, ASTPath, MaybeNode | typeof NOT_ALL] => [s.module, s.at, spreadBefore(s.at.value.arguments, position + 1) ? NOT_ALL : s.at.value.arguments[position]]);
  const values = passed.filter(([, , v]) => v !== undefined);
  // A call leaving the argument out gets the default, read where it is written.
  const param = fn.value.params[position];
  if (values.length < passed.length || passed.length === 0) values.push([module, fn.get('params', position), param.type === 'AssignmentPattern' ? param.right : undefined]);
  const out: ASTNode[] = [];
  for (const [where, there, value] of values) {
    const objects = heldObjects(j, where, there, value, key, depth + 1);
    if (!objects) return undefined;
    out.push(...objects);
  }
  return out;
}

/** The function an object literal holds under `key`, when it names it once and has no spread nor computed key. */
function member(object: ASTNode, key: string): FunctionNode | undefined {
  const properties = (object as { properties: ASTNode[] }).properties;
  if (properties.some((p) => p.type === 'SpreadElement' || (p as { computed?: boolean }).computed)) return undefined;
  const named = properties.filter((p) => keyName(p as never) === key);
  const fn = named.length !== 1 ? undefined : named[0].type === 'ObjectMethod' ? named[0] : isProperty(named[0]) ? unwrap(named[0].value) : undefined;
  return isFunction(fn) ? (fn as FunctionNode) : undefined;
}

/** What a function returns, when it returns only `new …` (its expression body, or its one `return`). */
function made(fn: FunctionNode | undefined): NewExpression[] | undefined {
  const body = fn?.body as ASTNode | undefined;
  const returned: MaybeNode[] = !body ? [] : body.type !== 'BlockStatement' ? [body] : body.body.length === 1 && body.body[0].type === 'ReturnStatement' ? [body.body[0].argument] : [];
  const news = returned.map((r) => unwrapAwait(r));
  return news.length > 0 && news.every((m) => m?.type === 'NewExpression') ? news : undefined;
}

/** The top-level function `name` is at `at`, when it is one. */
function topLevelFunction(j: JSCodeshift, module: SiteModule, at: ASTPath, name: string): ASTPath<FunctionNode> | undefined {
  const [declared, ...more] = declarationsAt(nodeIndex(j, module.root), at, name);
  const node = declared && more.length === 0 && declared.scope.type === 'Program' ? topLevel(declared.scope, name) : undefined;
  const fn = isFunction(node) ? pathOfNode({ j, root: module.root }, node as FunctionNode) : undefined;
  return fn && topLevelName(fn) === name ? fn : undefined;
}

/** Every call in the run of a top-level function (run-sites.ts's `allRunSites`), or undefined when it is no top-level function or its calls cannot all be known. */
export function topLevelCalls(j: JSCodeshift, module: SiteModule, fn: ASTPath<FunctionNode>): RunSite[] | undefined {
  const name = topLevelName(fn);
  return name === undefined ? undefined : allRunSites({ j, root: module.root, modules: module.modules, name, kind: 'call', across: true });
}

/** The top-level name a function is declared with (`function f`, `const f = (…) => …`, exported or not). */
export function topLevelName(fn: ASTPath<FunctionNode>): string | undefined {
  if (fn.value.type === 'FunctionDeclaration') return fn.value.id?.type === 'Identifier' && topLevelStatement(fn.parent) ? fn.value.id.name : undefined;
  const declarator = fn.parent?.value;
  if (declarator?.type !== 'VariableDeclarator' || declarator.init !== fn.value || declarator.id.type !== 'Identifier') return undefined;
  return fn.parent.parent?.value.kind === 'const' && topLevelStatement(fn.parent.parent.parent) ? declarator.id.name : undefined;
}

const spreadBefore = (args: readonly ASTNode[], end: number): boolean => args.slice(0, end).some((a) => a.type === 'SpreadElement');
const topLevelStatement = (p: ASTPath | undefined | null): boolean => ['Program', 'ExportNamedDeclaration', 'ExportDefaultDeclaration'].includes(String(p?.value?.type));

/** What a use of a name (or `this`) does with the member `key`: the call `x.key(…)`, nothing for another member read by name (`x.zone`), else NOT_ALL. */
export function memberCall(ref: ASTPath, key: string): ASTPath<CallExpression> | undefined | typeof NOT_ALL {
  const read = ref.parentPath?.value;
  if (!isMember(read) || read.object !== ref.value) return NOT_ALL;
  const name = memberName(read);
  if (name === undefined) return NOT_ALL;
  if (name !== key) return undefined;
  const call = ref.parentPath.parentPath;
  return call?.value?.type === 'CallExpression' && call.value.callee === read ? (call as ASTPath<CallExpression>) : NOT_ALL;
}
