import type { ASTNode, ASTPath, CallExpression, Collection, JSCodeshift } from 'jscodeshift';
import type { RunModules } from '../types';
import { isInside, nodeIndex, type IndexContext } from '../ast/node-index';
import { declarationsAt } from '../ast/scope';
import { enclosingFunction } from '../ast/bindings';
import { isMember, isProperty, keyName, memberName, unwrap, type FunctionNode } from '../ast/syntax';
import { topLevel } from '../ast/top-level';
import { bindingUses, exported } from './binding-uses';
import { allRunSites, NOT_ALL, runSites, topLevelClassOf, type RunSite, type SiteModule } from './run-sites';

/*
 * Every call of a class's method in the run (docs/value-flow.md, "Parameters across the run"), when
 * that can be proved: the class (a top-level one of this module) extends nothing and declares the
 * method once, as a plain method; the run's constructions of it are all known (run-sites.ts: no other
 * use of the class's name anywhere, so no subclass, no `C.prototype`, not published); each
 * construction is the value of a `const` (not exported) whose every use reads a member of it, the
 * method's only as the callee (`api.replace(…)`), or what a factory returns, each call of it so held
 * (instanceCalls); and `this` in the class is only ever read a member
 * of, the method's again only as the callee (`this.replace(…)`). Anything else (an instance handed
 * to a call, returned, stored, given a member of the method's name, a `this` handed on) leaves the
 * set unknown.
 */

/** Every call in the run of a top-level function (run-sites.ts), or of a method of a top-level class (allMethodSites); undefined when they cannot all be known. */
export function functionSites(ctx: IndexContext & { modules?: RunModules }, fn: ASTPath<FunctionNode>): RunSite[] | undefined {
  const name = topLevelName(fn);
  if (name !== undefined) return allRunSites({ j: ctx.j, root: ctx.root, modules: ctx.modules, name, kind: 'call', across: true });
  const method = fn.value.type === 'ClassMethod' && !fn.value.computed && fn.value.key.type === 'Identifier' ? fn.value.key.name : undefined;
  const className = method === undefined ? undefined : topLevelClassOf(nodeIndex(ctx.j, ctx.root), fn);
  return method === undefined || className === undefined ? undefined : allMethodSites({ j: ctx.j, root: ctx.root, modules: ctx.modules, className, method });
}

/** Which method of which class: the class's top-level name in the module at `root`. */
export interface MethodSitesQuery {
  j: JSCodeshift;
  root: Collection;
  modules?: RunModules;
  className: string;
  method: string;
}

/** Every call of the method in the run (see above), or undefined when they cannot all be known. */
export function allMethodSites(q: MethodSitesQuery): RunSite[] | undefined {
  const cls = topLevel(q.root.get().value, q.className);
  if (!cls || (cls.type !== 'ClassDeclaration' && cls.type !== 'ClassExpression') || cls.superClass || !declaresMethod(cls, q.method)) return undefined;
  const here: SiteModule = { root: q.root, modules: q.modules };
  const out: RunSite[] = [];
  for (const at of nodeIndex(q.j, q.root).of('ThisExpression')) {
    if (!isInside(at, cls)) continue;
    const call = memberCall(at, q.method);
    if (call === NOT_ALL) return undefined;
    if (call) out.push({ module: here, at: call });
  }
  for (const site of runSites({ j: q.j, root: q.root, modules: q.modules, name: q.className, kind: 'new', across: true, complete: true })) {
    if (site === NOT_ALL) return undefined;
    const calls = instanceCalls(q, site, 0);
    if (!calls) return undefined;
    out.push(...calls);
  }
  return out;
}

/** Whether the class body declares `method` once, as a plain instance method (no field, accessor or static of that name). */
function declaresMethod(cls: ASTNode, method: string): boolean {
  const members = (cls as { body: { body: ASTNode[] } }).body.body;
  const named = members.filter((m) => {
    const key = (m as { key?: ASTNode; computed?: boolean }).key;
    return key && ((key.type === 'Identifier' && !(m as { computed?: boolean }).computed && key.name === method) || (m as { computed?: boolean }).computed);
  });
  if (named.length !== 1) return false;
  const m = named[0] as { type: string; kind?: string; static?: boolean; computed?: boolean };
  return (m.type === 'ClassMethod' || m.type === 'MethodDefinition') && m.kind === 'method' && !m.static && !m.computed;
}

/**
 * What a use of an instance (`this`, or the name holding one) does with the method: the call when it is
 * `x.method(…)`, nothing when it reads another member by name (`x.zone`), NOT_ALL for anything else.
 */
function memberCall(ref: ASTPath, method: string): ASTPath<CallExpression> | undefined | typeof NOT_ALL {
  const member = ref.parentPath?.value;
  if (!isMember(member) || member.object !== ref.value) return NOT_ALL;
  const name = memberName(member);
  if (name === undefined) return NOT_ALL;
  if (name !== method) return undefined;
  const call = ref.parentPath.parentPath;
  return call?.value?.type === 'CallExpression' && call.value.callee === member ? (call as ASTPath<CallExpression>) : NOT_ALL;
}

/**
 * The method's calls on what a site yields: the `const` it is held in, or, when it is what a factory
 * returns (`(token) => new C(token)`, `return new C(…)`), the same at every call of that factory
 * (factoryCalls). Undefined when the instance may go anywhere else.
 */
function instanceCalls(q: MethodSitesQuery, site: RunSite, depth: number): RunSite[] | undefined {
  const fn = returnedBy(site.at);
  if (!fn) return heldInstanceCalls(q.j, site, q.method);
  const calls = depth < 2 ? factoryCalls(q, site.module, fn) : undefined;
  const out: RunSite[] = [];
  for (const call of calls ?? [undefined]) {
    const held = call && instanceCalls(q, call, depth + 1);
    if (!held) return undefined;
    out.push(...held);
  }
  return out;
}

/** The function `at` is returned by: its arrow's expression body, or the argument of one of its `return`s. */
function returnedBy(at: ASTPath): ASTPath<FunctionNode> | undefined {
  const parent = at.parent;
  if (parent?.value.type === 'ArrowFunctionExpression' && parent.value.body === at.value) return parent;
  return parent?.value.type === 'ReturnStatement' ? enclosingFunction(parent) : undefined;
}

/**
 * Every call of a factory in the run, or undefined: a top-level function's (run-sites.ts), or a
 * method of an object literal held by a `const` (not exported) whose every use calls it by name
 * (`defaults.make(…)`), reads another member, or is the default of a parameter used the same way
 * (`(deps = defaults) => deps.make(…)`: a caller passing its own object calls its own function), or of one
 * written as that default (`(deps = { make: … }) => …`).
 */
function factoryCalls(q: MethodSitesQuery, module: SiteModule, fn: ASTPath<FunctionNode>): RunSite[] | undefined {
  if (topLevelName(fn) !== undefined) return functionSites({ j: q.j, root: module.root, modules: module.modules }, fn);
  const property = fn.parent?.value;
  const key = isProperty(property) && property.value === fn.value && !property.computed ? keyName(property) : undefined;
  const holder = fn.parent?.parent?.parent;
  if (key === undefined || !holder) return undefined;
  const index = nodeIndex(q.j, module.root);
  const out: RunSite[] = [];
  // Every use of the name `id` declares calls the factory by name or reads another member; the object's name may also be a parameter's default.
  const calledOnly = (id: ASTPath, object: boolean): boolean => {
    const [declaration] = id.value.type === 'Identifier' ? declarationsAt(index, id, id.value.name) : [];
    if (!declaration || declaration.id !== id.value || exported(declaration)) return false;
    return bindingUses(index, module.root, declaration).every((ref) => {
      const up = ref.parent;
      if (object && up?.value.type === 'AssignmentPattern' && up.value.right === ref.value) return calledOnly(up.get('left'), false);
      const call = memberCall(ref, key);
      if (call === NOT_ALL) return false;
      if (call) out.push({ module, at: call });
      return true;
    });
  };
  // The object written as a parameter's default (`(deps = { make: … }) => deps.make(…)`), or held by a `const`.
  if (holder.value.type === 'AssignmentPattern' && holder.value.right === fn.parent.parent.value) return calledOnly(holder.get('left'), false) ? out : undefined;
  if (holder.value.type !== 'VariableDeclarator' || unwrap(holder.value.init) !== fn.parent.parent.value || holder.parent?.value.kind !== 'const') return undefined;
  return calledOnly(holder.get('id'), true) ? out : undefined;
}

/** The top-level name a function is declared with (`function f`, `const f = (…) => …`, exported or not). */
export function topLevelName(fn: ASTPath<FunctionNode>): string | undefined {
  if (fn.value.type === 'FunctionDeclaration') return fn.value.id?.type === 'Identifier' && topLevelStatement(fn.parent) ? fn.value.id.name : undefined;
  const declarator = fn.parent?.value;
  if (declarator?.type !== 'VariableDeclarator' || declarator.init !== fn.value || declarator.id.type !== 'Identifier') return undefined;
  return fn.parent.parent?.value.kind === 'const' && topLevelStatement(fn.parent.parent.parent) ? declarator.id.name : undefined;
}

const topLevelStatement = (p: ASTPath | undefined | null): boolean => ['Program', 'ExportNamedDeclaration', 'ExportDefaultDeclaration'].includes(String(p?.value?.type));

/** The method's calls through the `const` a construction is held in (`const api = new C(…)`), or undefined when the instance may go anywhere else. */
function heldInstanceCalls(j: JSCodeshift, site: RunSite, method: string): RunSite[] | undefined {
  const declarator = site.at.parent?.value;
  if (declarator?.type !== 'VariableDeclarator' || declarator.init !== site.at.value || declarator.id.type !== 'Identifier') return undefined;
  if (site.at.parent.parent?.value?.kind !== 'const') return undefined;
  const index = nodeIndex(j, site.module.root);
  const [declaration] = declarationsAt(index, site.at.parent.get('id'), declarator.id.name);
  if (!declaration || declaration.id !== declarator.id || exported(declaration)) return undefined;
  const out: RunSite[] = [];
  for (const ref of bindingUses(index, site.module.root, declaration)) {
    const call = memberCall(ref, method);
    if (call === NOT_ALL) return undefined;
    if (call) out.push({ module: site.module, at: call });
  }
  return out;
}
