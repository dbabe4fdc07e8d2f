import type { ASTNode, ASTPath, Collection } from 'jscodeshift';
import type { RunModules, UserConfig } from '../../types';
import { questionIndex, type IndexContext } from '../../ast/node-index';
import { topLevelDeclarations } from '../../ast/scope';
import { isMember, memberName } from '../../ast/syntax';
import { importerWords, moduleExports, type ModuleExports } from '../../ast/module-exports';
import { bindingUses } from '../../flow/binding-uses';
import { memoIn } from '../../memo';
import { treeModules } from '../../tree-modules';

/*
 * The reads, in the run's other modules, of a const this module exports (literal-uses.ts asks it for a
 * URL literal held by an exported const or a member of an exported const object): each importing
 * module's reads of the local names it gives the binding (a named or renamed import, a default, a
 * namespace import read as `ns.ROUTES`, CommonJS `require`, through re-exports and barrels: the
 * project index's `importers`), with the module's tree and configuration so the asker judges each
 * read there as it judges its own. 'unknown' when the readers cannot all be known: the package
 * publishes the binding (its consumers are outside the run), a module uses the binding (or the
 * namespace holding it) whole, or reads the object whole. Undefined outside the runner or without a
 * project index: the file is the run, and the binding has no other readers it could know of.
 */

/** Another module of the run, as a read of the binding there is judged. */
export interface ReadingModule {
  ctx: IndexContext;
  config: UserConfig;
}

/** One read of the binding (of its member `key`, for a const object) in another module. */
export interface ExportedRead {
  module: ReadingModule;
  read: ASTPath;
}

const exportsByTree = new WeakMap<object, ModuleExports>();

/** The module's exports, read once per tree. */
export function exportsOf(root: Collection): ModuleExports {
  const file = root.get().value as object;
  let known = exportsByTree.get(file);
  if (!known) exportsByTree.set(file, (known = moduleExports(file as { program?: unknown })));
  return known;
}

/** The reads of the exported const `local` (its member `key` when given) in the run's other modules: see above. */
export function exportedReads(ctx: IndexContext, config: UserConfig, local: string, key: string | undefined): ExportedRead[] | 'unknown' | undefined {
  const exported = exportsOf(ctx.root).names.get(local);
  if (!exported || exported.size === 0) return undefined;
  const modules = treeModules(ctx.root.get().value as object);
  if (!modules) return undefined;
  // A binding the package publishes has readers outside the run.
  if (modules.publicPackage?.(local)) return 'unknown';
  const own = importerWords(exported);
  const words = own.includes('import') ? own : [...own, ...(modules.reexportedAs?.(local) ?? [])];
  modules.expectWords?.(words);
  const importers = new Map(words.flatMap((word) => modules.importers(local, word)).map((i) => [i.path, i]));
  const out: ExportedRead[] = [];
  for (const importer of importers.values()) {
    const reads = readsIn(ctx, modules, config, importer, key);
    if (reads === 'unknown') return 'unknown';
    out.push(...reads);
  }
  return out;
}

/** The reads of the binding in one importing module (its local names for it: `ROUTES`, `ns.ROUTES`). */
function readsIn(ctx: IndexContext, modules: RunModules, config: UserConfig, importer: { path: string; program: unknown; locals: string[] }, key: string | undefined): ExportedRead[] | 'unknown' {
  // A module that only receives it (from a function returning it) holds it without naming it.
  if (importer.locals.length === 0) return 'unknown';
  const root = ctx.j(importer.program as ASTNode);
  const module: ReadingModule = { ctx: { j: ctx.j, root, memo: memoIn(new Map()) }, config: modules.configOf(importer.path, importer.program, config) };
  const index = questionIndex(module.ctx);
  const sites = exportsOf(root).sites;
  const out: ExportedRead[] = [];
  for (const local of importer.locals) {
    const [binding, member] = local.split('.');
    for (const declaration of topLevelDeclarations(index, binding)) {
      for (const use of bindingUses(index, root, declaration)) {
        // Exported again (`export { ROUTES }`): its importers are the declaring module's importers too.
        if (sites.has(use.value)) continue;
        const held = member === undefined ? use : memberRead(use, member);
        if (held === null) continue; // `ns.Other`: another export of the namespace
        const read = held && key !== undefined ? memberRead(held, key) : held;
        if (read === null) continue; // `ROUTES.other`
        if (!read) return 'unknown';
        out.push({ module, read });
      }
    }
  }
  return out;
}

/** `x.name` read on `at`: its path; null when another member is read; undefined when `at` is used whole. */
function memberRead(at: ASTPath, name: string): ASTPath | null | undefined {
  const parent = at.parent?.value;
  if (!isMember(parent) || parent.object !== at.value) return undefined;
  const read = memberName(parent);
  if (read === undefined) return undefined;
  return read === name ? at.parent : null;
}
