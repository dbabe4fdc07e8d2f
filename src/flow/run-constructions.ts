import type { ASTNode, ASTPath, Collection, JSCodeshift, NewExpression } from 'jscodeshift';
import type { RunModules } from '../types';
import { nodeIndex } from '../ast/node-index';
import { mayExport } from '../ast/may-export';
import { constructions } from './constructions';

/*
 * A constructor parameter's values as the union over the constructions of its class in the run
 * (docs/value-flow.md, "Constructor parameters"): the file's own `new Name(…)`, then those of every
 * module importing the class (`ctx.modules.importers`, each by the local names it gives it), when the
 * module may export it. What one construction passes is judged by the recogniser that asks (an HTTP
 * client with the API base: src/cloudflare/anchors/constructor-clients.ts), which may ask again
 * from there (a class handing its own handed-in member on): the union is lazy, so a construction
 * judged against stops the walk before any other module is read.
 */

/** A module holding constructions: its tree, the run's modules as it sees them, and for an importing module its path and program. */
export interface ConstructingModule {
  root: Collection;
  modules?: RunModules;
  importer?: { path: string; program: unknown };
}

/** The union over the run's constructions of the class `className` declared in the module at `root`. */
export interface ConstructionUnion<T> {
  j: JSCodeshift;
  root: Collection;
  modules?: RunModules;
  className: string;
  /** Whether to read the modules importing the class too. */
  across: boolean;
  /** Module trees not to read (those on the way). */
  seen: Set<unknown>;
  /** What one construction passes: a T, null for nothing either way, undefined for anything else. */
  judge: (module: ConstructingModule, at: ASTPath<NewExpression>) => T | null | undefined;
}

/** The first T the constructions give, when each construction of the class in the run gives one (null ones aside) and one does; else undefined. */
export function constructedWith<T>(u: ConstructionUnion<T>): T | undefined {
  let found: T | undefined;
  for (const [module, at] of runConstructions(u)) {
    const given = u.judge(module, at);
    if (given === undefined) return undefined;
    if (given !== null) found ??= given;
  }
  return found;
}

function* runConstructions<T>(u: ConstructionUnion<T>): Generator<[ConstructingModule, ASTPath<NewExpression>]> {
  const here: ConstructingModule = { root: u.root, modules: u.modules };
  for (const at of constructions(nodeIndex(u.j, u.root), u.className)) yield [here, at];
  // Only a class the module exports can be constructed elsewhere: asking for its importers reads the run's files for it.
  if (!u.across || !u.modules || !mayExport(u.root.get().value as { program?: unknown }, u.className)) return;
  for (const importer of u.modules.importers(u.className, u.className)) {
    const root = u.j(importer.program as ASTNode);
    if (u.seen.has(root.get().value)) continue;
    const module: ConstructingModule = { root, modules: u.modules.of?.(importer.path), importer: { path: importer.path, program: importer.program } };
    const index = nodeIndex(u.j, root);
    for (const local of importer.locals) for (const at of constructions(index, local)) yield [module, at];
  }
}
