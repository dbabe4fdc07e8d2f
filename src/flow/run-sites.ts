import type { ASTNode, ASTPath, CallExpression, Collection, JSCodeshift, NewExpression } from 'jscodeshift';
import type { RunModules } from '../types';
import { identifiersNamedIn, nodeIndex, pathOfNode, type IndexContext, type NodeIndex } from '../ast/node-index';
import { declarationsAt, topLevelDeclarations } from '../ast/scope';
import { isMember, isProperty, isWrapper, memberName, type FunctionNode } from '../ast/syntax';
import { ownExportCalls } from './call-sites';
import { importerWords, INLINE_EXPORT, moduleExports, type ModuleExports } from '../ast/module-exports';

/*
 * A parameter's values as the union over the run's call sites (docs/value-flow.md, "Parameters across
 * the run"): every call (or construction) of a function or class of a module in the run, this module's
 * own first, then each importing module's (`ctx.modules.importers`, by every local name it gives the
 * declaration: named, renamed, default, CommonJS, re-exported, or `ns.Name` through a namespace import),
 * and whether those are all the places it can be called from. They are not when the package publishes
 * it (callers outside the run), when a module names it other than as the callee (hands it on,
 * re-exports it, reads a namespace holding it whole), when an importer only receives it, or when a module
 * reaches the declaring module other than by the imports read here (RunModules.unboundReaders: a dynamic
 * `import()`, a `require()` inside a function or read inline, a namespace handed on bare). What an
 * argument holds is each asker's own judgement (records: src/cloudflare/records/passed-records.ts; an
 * HTTP client handed to a constructor: src/flow/run-constructions.ts). The walk is lazy: an asker that
 * stops at the first site judged against reads no other module.
 */

/** A module holding sites: its tree, the run's modules as it sees them, and for an importing module its path and program. */
export interface SiteModule {
  root: Collection;
  modules?: RunModules;
  importer?: { path: string; program: unknown };
}

/** A call or construction of the declaration, in `module`. */
export interface RunSite {
  module: SiteModule;
  at: ASTPath<CallExpression | NewExpression>;
  /** The declaration is handed to `at` as its first argument (`list.map(toRecord)`), not called there: only when the query asks for such sites (`handed`). */
  handed?: true;
}

/** Yielded (only when asked for a complete set) when the sites are not all the places the declaration can be called from. */
export const NOT_ALL = Symbol('not all the sites');

interface RunSitesQuery {
  j: JSCodeshift;
  root: Collection;
  modules?: RunModules;
  /** The declaration's top-level name in the module (INLINE_EXPORT for a function written inline in its default or whole export). */
  name: string;
  /** Calls (`f(…)`) or constructions (`new C(…)`). */
  kind: 'call' | 'new';
  /** Whether to read the modules importing it too. */
  across: boolean;
  /** Module trees not to read (those on the way). */
  seen?: ReadonlySet<unknown>;
  /** Whether the asker needs every site: then NOT_ALL is yielded for whatever makes the set incomplete (and the walk may stop there); else such uses are passed over. */
  complete: boolean;
  /** Whether a function handed as the first argument of a call (`list.map(toRecord)`) is a site (`handed`) the asker judges, rather than a use that makes the set incomplete. */
  handed?: boolean;
  /** Whether a read of its prototype (`Api.prototype.get = …`) is no use: the asker binds constructor parameters, not methods. */
  prototype?: boolean;
}

/** Every site of the declaration in the run, lazily (see above). */
export function* runSites(q: RunSitesQuery): Generator<RunSite | typeof NOT_ALL> {
  const program = q.root.get().value as { program?: unknown };
  const written = moduleExports(program);
  const here: SiteModule = { root: q.root, modules: q.modules };
  const index = nodeIndex(q.j, q.root);
  if (q.name !== INLINE_EXPORT) yield* usesOf({ module: here, index, local: q.name, written, q });
  // `module.exports.list(…)`: a call through what the module exports it as (call-sites.ts).
  if (q.name !== INLINE_EXPORT) for (const at of ownExportCalls(index, program, q.name, q.kind === 'new' ? 'NewExpression' : 'CallExpression')) yield { module: here, at: at as ASTPath<CallExpression | NewExpression> };
  const exported = written.names.get(q.name);
  // Only a declaration the module exports can be called elsewhere: asking for its importers reads the run's files for it.
  if (!exported && !written.commonJs) return;
  // Without the run's modules, a function a CommonJS module exports by no name the module follows is its own, as it is
  // when the run's importers are asked for it by name and none imports it.
  const callersUnknown = q.modules ? !q.across || !!q.modules.publicPackage?.(q.name, { importers: false }) : !!exported || !q.across;
  if (q.complete && callersUnknown) yield NOT_ALL;
  if (!q.across || !q.modules) return;
  // A module reaching it other than by an import the importers below are read through (a dynamic `import()`, a
  // `require()` inside a function or read inline, a namespace of it handed on bare) may call it in any way.
  if (q.complete && q.modules.unboundReaders?.({ calls: true })) yield NOT_ALL;
  const own = exported ? importerWords(exported) : [q.name];
  // A module importing it under a name a barrel gives it need not spell its name (a default export's words are any importer's).
  const words = own.includes('import') ? own : [...own, ...(q.modules.reexportedAs?.(q.name) ?? [])];
  q.modules.expectWords?.(words);
  const importers = new Map(words.flatMap((word) => q.modules!.importers(q.name, word)).map((i) => [i.path, i]));
  for (const importer of importers.values()) {
    const root = q.j(importer.program as ASTNode);
    if (q.seen?.has(root.get().value)) continue;
    if (importer.locals.length === 0 && q.complete) yield NOT_ALL;
    const module: SiteModule = { root, modules: q.modules.of?.(importer.path), importer: { path: importer.path, program: importer.program } };
    const index = nodeIndex(q.j, root);
    for (const local of importer.locals) yield* usesOf({ module, index, local, q });
  }
}

/** Every site, when they are all the sites of the declaration in the run; else undefined. */
export function allRunSites(q: Omit<RunSitesQuery, 'complete'>): RunSite[] | undefined {
  const out: RunSite[] = [];
  for (const site of runSites({ ...q, complete: true })) {
    if (site === NOT_ALL) return undefined;
    out.push(site);
  }
  return out;
}

/** Every `new` of the top-level class whose constructor is `ctor`, when the file only constructs it by its name (not exported, handed on nor extended), or undefined. */
export function constructionSites(ctx: IndexContext, index: NodeIndex, ctor: FunctionNode): ASTPath<NewExpression>[] | undefined {
  return fileConstructions(ctx, topLevelClassOf(index, pathOfNode(ctx, ctor)));
}

/** The name of the top-level class (`class Api {…}`, `const Api = class {…}`) a member's function at `member` is written in, if it is one. */
export function topLevelClassOf(index: NodeIndex, member: ASTPath | undefined): string | undefined {
  const cls = member?.parent?.parent;
  const holder = cls?.parent?.value;
  const id = cls?.value.type === 'ClassDeclaration' ? cls.value.id : cls?.value.type === 'ClassExpression' && holder?.type === 'VariableDeclarator' && holder.init === cls.value ? holder.id : undefined;
  return id?.type === 'Identifier' && topLevelDeclarations(index, id.name).some((d) => d.id === id) ? id.name : undefined;
}

/**
 * Every `new` of the file's top-level binding `name` (a class or a constructor function; its callee may be cast:
 * `new (Api as any)(…)`), when the file reads the name for nothing else but its prototype or a type (not exported,
 * handed on nor extended); else undefined. Without the run's modules, a name the file does not export is its own.
 */
export function fileConstructions(ctx: IndexContext, name: string | undefined): ASTPath<NewExpression>[] | undefined {
  if (name === undefined || topLevelDeclarations(nodeIndex(ctx.j, ctx.root), name).length === 0) return undefined;
  return allRunSites({ j: ctx.j, root: ctx.root, name, kind: 'new', across: true, prototype: true })?.map((s) => s.at as ASTPath<NewExpression>);
}

interface UsesQuery {
  module: SiteModule;
  index: NodeIndex;
  /** The module's top-level name for the declaration, or `ns.Name` for a name read through a namespace import. */
  local: string;
  /** The module's exports, when it is the declaring module: identifiers that only export the name are no use of it. */
  written?: ModuleExports;
  q: RunSitesQuery;
}

/** The module's calls (or constructions) of its top-level binding `local`, and NOT_ALL for any other use of it (when asked for a complete set). */
function* usesOf({ module, index, local, written, q }: UsesQuery): Generator<RunSite | typeof NOT_ALL> {
  const [binding, member] = local.split('.');
  const top = topLevelDeclarations(index, binding);
  if (top.length === 0) return;
  const ids = new Set<unknown>(top.map((d) => d.id));
  const calleeType = q.kind === 'call' ? 'CallExpression' : 'NewExpression';
  for (const ref of identifiersNamedIn(index, module.root, module.root.get().value, binding)) {
    if (ids.has(ref.value) || written?.sites.has(ref.value) || declaring(ref) || typeQuery(ref)) continue;
    if (declarationsAt(index, ref, binding) !== top) continue;
    let callee: ASTPath = ref;
    if (member !== undefined) {
      const parent = ref.parentPath?.value;
      // `ns.Other` reads another export of the namespace: no use of this one.
      if (isMember(parent) && parent.object === ref.value && memberName(parent) !== undefined && memberName(parent) !== member) continue;
      if (!isMember(parent) || parent.object !== ref.value || memberName(parent) !== member) {
        if (q.complete) yield NOT_ALL;
        continue;
      }
      callee = ref.parentPath;
    }
    while (isWrapper(callee.parentPath?.value)) callee = callee.parentPath;
    const holder = callee.parentPath?.value;
    // Its prototype given members constructs nothing.
    if (q.prototype && isMember(holder) && holder.object === callee.value && memberName(holder) === 'prototype') continue;
    // An argument's path has the arguments list between it and the call.
    const receiving = callee.parent?.value;
    if (holder?.type === calleeType && holder.callee === callee.value) yield { module, at: callee.parentPath };
    else if (q.handed && receiving?.type === 'CallExpression' && receiving.arguments[0] === callee.value) yield { module, at: callee.parent, handed: true };
    else if (q.complete) yield NOT_ALL;
  }
}

/** Whether an identifier is read by a type only (`Parameters<typeof toRecord>`, `typeof ns.toRecord`, a class as a type: `Entry[]`): no call, nothing handed on. */
function typeQuery(p: ASTPath): boolean {
  let at = p;
  while (at.parentPath?.value?.type === 'TSQualifiedName' && at.parentPath.value.left === at.value) at = at.parentPath;
  const parent = at.parentPath?.value;
  return (parent?.type === 'TSTypeQuery' && parent.exprName === at.value) || (parent?.type === 'TSTypeReference' && parent.typeName === at.value) || parent?.type === 'TSExpressionWithTypeArguments' || parent?.type === 'TSClassImplements';
}

/** Whether an identifier only spells a name where a binding is declared or read as a key: an import's imported name, a member's or a key's name, the key of `{ f }` in `const { f } = require(…)`. */
function declaring(p: ASTPath): boolean {
  const parent = p.parentPath?.value;
  if (parent?.type === 'ImportSpecifier' || parent?.type === 'ImportDefaultSpecifier' || parent?.type === 'ImportNamespaceSpecifier') return true;
  if (isMember(parent) && parent.property === p.value && !parent.computed) return true;
  if (!isProperty(parent) || parent.key !== p.value || parent.computed) return false;
  return !parent.shorthand || p.parentPath?.parentPath?.parentPath?.value?.type === 'ObjectPattern';
}
