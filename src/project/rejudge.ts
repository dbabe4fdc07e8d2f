import type { JSCodeshift } from 'jscodeshift';
import type { UserConfig } from '../types';
import { parsedModule, restate, type ParsedModule } from './build';
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
export function rejudged(data: ProjectData, resolver: ModuleResolver, given: UserConfig, edited: ReadonlyMap<string, string>): ProjectData | undefined {
  // With the run's own proxies, as build.ts judged the modules.
  const config = data.proxies ? { ...given, proxies: data.proxies } : given;
  const j = require('jscodeshift') as JSCodeshift;
  const modules: Record<string, ModuleAnchors> = { ...data.modules };
  let changed = false;
  for (const [file, text] of edited) {
    let m: ParsedModule;
    try {
      m = parsedModule(file, text, config);
    } catch {
      continue; // the run reports a file whose output does not parse (it is not written)
    }
    // Judged as the index judges its modules (build.ts), against what the index found it exported.
    m.exportsKey = JSON.stringify(modules[file] ?? {});
    if (restate({ j, file, m, resolver, modules, config })) changed = true;
  }
  if (!changed) return undefined;
  const words = specifierWords([...Object.keys(modules), ...data.apiModules], resolver);
  return { ...data, id: `${data.id}+`, modules, words };
}
