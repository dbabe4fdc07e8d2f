import type { ASTNode, ASTPath, Collection } from 'jscodeshift';
import type { RunModules, UserConfig } from '../../types';
import { questionIndex, questionMemo, type IndexContext, type NodeIndex } from '../../ast/node-index';
import { topLevelDeclarations } from '../../ast/scope';
import { isMember, memberName } from '../../ast/syntax';
import { importerWords, moduleExports, type ModuleExports } from '../../ast/module-exports';
import { bindingUses } from '../../flow/binding-uses';
import { treeModules } from '../../tree-modules';

/*
 * The reads, in the run's other modules, of a const this module exports (literal-uses.ts asks it for a
 * URL literal held by an exported const or a member of an exported const object): each importing
 * module's reads of the local names it gives the binding (a named or renamed import, a default, a
 * namespace import read as `ns.ROUTES`, CommonJS `require`, through re-exports and barrels: the
 * project index's `importers`), with the module's tree and configuration so the asker judges each
 * read there as it judges its own. 'unknown' when a reader is known that cannot be judged: the
 * package publishes the binding (its consumers are outside the run), a module uses the binding (or the
 * namespace holding it) whole or reads the object whole, or reaches the module in a way the importers
 * do not say (a `require` inside a function or read inline, a dynamic `import()`, a namespace passed on
 * bare: RunModules.unboundReaders). Undefined when no reader is found: outside the runner or without a
 * project index, or no module of the run imports it (a run over part of the package may leave its
 * importers out): the asker then judges the binding by its own file alone, export included, as before.
 */

/** Another module of the run, as a read of the binding there is judged. */
export interface ReadingModule {
  ctx: IndexContext;
  config: UserConfig;
}

/** One read of the binding (of its member `key`, for a const object) in another module. */
interface ExportedRead {
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
  // A read the importers cannot say (`require` inside a function, `require('./paths').ROUTES`, `import()`): not known.
  if (modules.unboundReaders?.()) return 'unknown';
  const own = importerWords(exported);
  const words = own.includes('import') ? own : [...own, ...(modules.reexportedAs?.(local) ?? [])];
  modules.expectWords?.(words);
  const importers = new Map(words.flatMap((word) => modules.importers(local, word)).map((i) => [i.path, i]));
  if (importers.size === 0) return undefined;
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
  const { root, index, sites, module } = importingModule(ctx, importer.program as object, modules.configOf(importer.path, importer.program, config));
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

/** An importing module's tree as the reads there are judged: built once per program (of the run), its reading module once per configuration. */
interface Importing {
  root: Collection;
  index: NodeIndex;
  sites: Set<unknown>;
  /** By the configuration the module is read with: what is resolved there holds for it (a memo of its own, holding the one index). */
  modules: WeakMap<UserConfig, ReadingModule>;
}

/** Each importing program's tree, node index and exports, made once for every literal asked of it (once per literal, 81 files took 2.5 times as long). */
const importing = new WeakMap<object, Importing>();

function importingModule(ctx: IndexContext, program: object, config: UserConfig): Importing & { module: ReadingModule } {
  let known = importing.get(program);
  if (!known) {
    const root = ctx.j(program as ASTNode);
    known = { root, index: questionIndex({ j: ctx.j, root }), sites: exportsOf(root).sites, modules: new WeakMap() };
    importing.set(program, known);
  }
  let module = known.modules.get(config);
  if (!module) known.modules.set(config, (module = { ctx: { j: ctx.j, root: known.root, memo: questionMemo(known.index) }, config }));
  return { ...known, module };
}

/** `x.name` read on `at`: its path; null when another member is read; undefined when `at` is used whole. */
function memberRead(at: ASTPath, name: string): ASTPath | null | undefined {
  const parent = at.parent?.value;
  if (!isMember(parent) || parent.object !== at.value) return undefined;
  const read = memberName(parent);
  if (read === undefined) return undefined;
  return read === name ? at.parent : null;
}
