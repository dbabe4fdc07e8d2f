import type { File } from 'jscodeshift';
import type { UserConfig } from '../types';
import { anyOf, apiAnchorWords } from '../cloudflare/anchors/anchor-words';
import { parseForEdit } from '../parse/parse';
import { stripBom } from '../parse/bom';
import type { BuiltProject } from '../project/build';
import { importedAnchors } from '../project/imported-view';
import { importedModules } from '../project/specifiers';
import type { Anchor } from '../project/types';

/** One anchor of a module as `cf-codemod anchors` lists it. */
export interface ListedAnchor {
  /** The exported name (`default` for `export default` and `module.exports = x`), or the module's own name for one it keeps. */
  name: string;
  anchor: Anchor;
  exported: boolean;
}

/**
 * Every module's anchors, exported or kept to itself, by absolute path: what a user needs to see to
 * understand why a call was recognised or missed. The index exports only what some other file
 * imports (a module nobody imports is never parsed there); here every file that holds an API anchor
 * word or imports an indexed module is parsed and judged with its imports resolved, as a run would
 * judge it. Exported anchors first (the index's, re-exports included, else the module's own), then
 * those it keeps.
 */
export function moduleAnchors(built: BuiltProject, files: string[], config: UserConfig): Map<string, ListedAnchor[]> {
  const { modules } = built.data;
  const anchored = anyOf(apiAnchorWords(config)) ?? /(?!)/;
  const out = new Map<string, ListedAnchor[]>();
  let j: import('jscodeshift').JSCodeshift | undefined;
  for (const file of files) {
    const text = built.texts.get(file);
    if (text === undefined) continue;
    const candidate = modules[file] !== undefined || anchored.test(text) || importedModules(file, text, built.data.words, built.resolver).some(({ target }) => modules[target] !== undefined);
    if (!candidate) continue;
    let ast: File;
    try {
      ast = parseForEdit(stripBom(text).text, file);
    } catch {
      // A file that does not parse: a run reports it; its exports, if the index found any, still stand.
      if (modules[file]) out.set(file, Object.entries(modules[file]).map(([name, anchor]) => ({ name, anchor, exported: true })));
      continue;
    }
    j ??= require('jscodeshift') as import('jscodeshift').JSCodeshift;
    const { moduleExports, declaredAnchors } = require('../project/module-exports') as typeof import('../project/module-exports');
    const imported = importedAnchors(ast.program, file, built.resolver, modules);
    const fileConfig = imported ? { ...config, imported } : config;
    const root = j(ast);
    const exportedLocals = new Set<string>();
    const exports = modules[file] ?? moduleExports(j, root, fileConfig, exportedLocals);
    if (modules[file]) moduleExports(j, root, fileConfig, exportedLocals);
    const listed: ListedAnchor[] = Object.entries(exports).map(([name, anchor]) => ({ name, anchor, exported: true }));
    for (const [name, anchor] of Object.entries(declaredAnchors(j, root, fileConfig))) {
      // An exported object's bases are listed by their exported path already.
      const holder = name.split('.')[0];
      if (!exportedLocals.has(holder) && exports[name] === undefined) listed.push({ name, anchor, exported: false });
    }
    if (listed.length > 0) out.set(file, listed);
  }
  return out;
}
