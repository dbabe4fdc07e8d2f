import type { RunModules } from './types';

/*
 * The run's modules (TransformContext.modules) of a tree the runner is processing, by its File node:
 * for a question asked deep inside the engine with only the tree at hand (a URL's literal: may the
 * run's other modules read it? src/cloudflare/urls/literal-uses.ts), which every resolver caller would
 * otherwise have to hand down. Set by the runner for the file it processes; absent outside it.
 */

const byTree = new WeakMap<object, RunModules>();

/** Remembers the run's modules as the file of `tree` (its File node) sees them. */
export function holdTreeModules(tree: object, modules: RunModules | undefined): void {
  if (modules) byTree.set(tree, modules);
}

/** The run's modules as the file of `tree` (its File node) sees them; undefined outside the runner or without a project index. */
export function treeModules(tree: object): RunModules | undefined {
  return byTree.get(tree);
}
