import type { ASTNode, ASTPath, Collection, JSCodeshift } from 'jscodeshift';
import type { RunModules } from '../types';
import { isInside, nodeIndex, type IndexContext } from '../ast/node-index';
import { enclosingFunction } from '../ast/bindings';
import { type FunctionNode } from '../ast/syntax';
import { topLevel } from '../ast/top-level';
import { factoryCalls, heldCalls, memberCall, topLevelCalls, topLevelName } from './factories';
import { NOT_ALL, runSites, topLevelClassOf, type RunSite, type SiteModule } from './run-sites';

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
  if (topLevelName(fn) !== undefined) return topLevelCalls(ctx.j, { root: ctx.root, modules: ctx.modules }, fn);
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
 * The method's calls on what a site yields: the `const` it is held in, or, when it is what a factory
 * returns (`(token) => new C(token)`, `return new C(…)`), the same at every call of that factory
 * (factories.ts). Undefined when the instance may go anywhere else.
 */
function instanceCalls(q: MethodSitesQuery, site: RunSite, depth: number): RunSite[] | undefined {
  const fn = returnedBy(site.at);
  if (!fn) return heldCalls(q.j, site.module, site.at, q.method);
  const calls = depth < 2 ? factoryCalls(q.j, site.module, fn) : undefined;
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
