import type { JSCodeshift } from 'jscodeshift';
import type { UserConfig } from '../types';
import { parseModule } from '../parse/parse';
import { stripBom } from '../parse/bom';
import { reexports } from './build';
import { importedAnchorsOf } from './imported-view';
import { moduleExports } from './module-exports';
import { moduleLinks } from './module-links';
import type { ModuleResolver } from './resolve';
import { specifierWords } from './specifiers';
import type { ModuleAnchors, ProjectData } from './types';

/**
 * The index as the run's transforms left its modules: the index judges the modules as they were
 * before the run, but a transform may edit what a module exports (access-bookmarks moves an exported
 * helper's own request from …/access/bookmarks to …/access/apps; privacy-pass-setting deletes the
 * other request of a helper, which is then exported). The runner transforms the index's modules
 * first and judges the edited ones again here, so that their importers, transformed after them, see
 * their wrappers as the run left them, as a second run would. Each edited module is judged with its
 * imports' anchors and the re-exports it writes; a module that only re-exports one (a barrel) keeps
 * what it had. Undefined when no edited module exports anything other than before.
 */
export function rejudged(data: ProjectData, resolver: ModuleResolver, config: UserConfig, edited: ReadonlyMap<string, string>): ProjectData | undefined {
  const j = require('jscodeshift') as JSCodeshift;
  const modules: Record<string, ModuleAnchors> = { ...data.modules };
  let changed = false;
  for (const [file, text] of edited) {
    let ast: ReturnType<typeof parseModule>;
    try {
      ast = parseModule(stripBom(text).text, file);
    } catch {
      continue; // the run reports a file whose output does not parse (it is not written)
    }
    const program = ast.program ?? ast;
    const links = moduleLinks(program);
    const imported = importedAnchorsOf(links, file, resolver, modules);
    const exports = { ...moduleExports(j, j(ast), imported ? { ...config, imported } : config), ...reexports(file, links, resolver, modules) };
    if (JSON.stringify(exports) === JSON.stringify(modules[file] ?? {})) continue;
    changed = true;
    if (Object.keys(exports).length > 0) modules[file] = exports;
    else delete modules[file];
  }
  if (!changed) return undefined;
  const words = specifierWords([...Object.keys(modules), ...data.apiModules], resolver);
  return { ...data, id: `${data.id}+`, modules, words };
}
