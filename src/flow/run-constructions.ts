import type { ASTPath, Collection, JSCodeshift, NewExpression } from 'jscodeshift';
import type { RunModules } from '../types';
import { runSites, type SiteModule } from './run-sites';

/** A module holding constructions (see SiteModule). */
export type ConstructingModule = SiteModule;

/*
 * A constructor parameter's values as the union over the constructions of its class in the run
 * (docs/value-flow.md, "Constructor parameters"): the run's sites of the class (src/flow/run-sites.ts),
 * the file's own `new Name(…)` first, then those of every module importing the class. What one construction passes is judged by the recogniser that asks (an HTTP
 * client with the API base: src/cloudflare/anchors/constructor-clients.ts), which may ask again
 * from there (a class handing its own handed-in member on): the union is lazy, so a construction
 * judged against stops the walk before any other module is read.
 */

/** The union over the run's constructions of the class `className` declared in the module at `root`. */
interface ConstructionUnion<T> {
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
  for (const site of runSites({ j: u.j, root: u.root, modules: u.modules, name: u.className, kind: 'new', across: u.across, seen: u.seen, complete: false })) {
    if (typeof site === 'symbol') continue;
    const given = u.judge(site.module, site.at as ASTPath<NewExpression>);
    if (given === undefined) return undefined;
    if (given !== null) found ??= given;
  }
  return found;
}
