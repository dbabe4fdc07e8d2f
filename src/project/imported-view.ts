import { moduleLinks, type ImportBinding, type ModuleLinks } from './module-links';
import type { ModuleResolver } from './resolve';
import { emptyImported, type Anchor, type ImportedAnchors, type ModuleAnchors } from './types';

/**
 * What one file imports that is a Cloudflare anchor (see ImportedAnchors), from its import bindings
 * and the index's exports of the modules they resolve to. Instances the file makes of an imported
 * client class (`const cf = new CloudflareClient()`) are bound by the engine (anchorsOf), like those
 * of its own classes. Undefined when the file imports no anchor.
 */
export function importedAnchors(
  program: any,
  file: string,
  resolver: ModuleResolver,
  modules: Record<string, ModuleAnchors>,
): ImportedAnchors | undefined {
  return importedAnchorsOf(moduleLinks(program), file, resolver, modules);
}

/** The same from the module's links (already read from its program). */
export function importedAnchorsOf(
  links: ModuleLinks,
  file: string,
  resolver: ModuleResolver,
  modules: Record<string, ModuleAnchors>,
): ImportedAnchors | undefined {
  const view = emptyImported();
  let any = false;
  for (const binding of links.imports) {
    const target = resolver.resolve(file, binding.spec);
    const exports = target !== undefined ? modules[target] : undefined;
    if (!exports) continue;
    for (const [key, anchor] of anchorsOfBinding(binding, exports)) {
      add(view, key, anchor);
      any = true;
    }
  }
  if (!any) return undefined;
  view.words = wordsOf(view);
  return view;
}

const wordsOf = (view: ImportedAnchors): string[] =>
  [...new Set([...Object.keys(view.byLocal), ...Object.keys(view.wrappers).map((k) => k.split('.').pop()!), ...Object.keys(view.bases).map((k) => k.split('.')[0]), ...Object.keys(view.builders).map((k) => k.split('.')[0])])];

/** The anchors one import binding brings in, by the key the file uses (`x`, or `ns.x` for a namespace). */
function anchorsOfBinding(b: ImportBinding, exports: ModuleAnchors): Array<[string, Anchor]> {
  // The bases a configuration object holds come as `<name>.<path>` (`config.cloudflare.apiUrl`).
  const within = (name: string): Array<[string, Anchor]> =>
    Object.entries(exports)
      .filter(([key]) => key.startsWith(`${name}.`))
      .map(([key, anchor]) => [`${b.local}${key.slice(name.length)}`, anchor]);
  // A class with its static URL builders (`default.endpoint`: static-builders.ts) brings both.
  if (b.imported !== '*') return exports[b.imported] ? [[b.local, exports[b.imported]], ...within(b.imported)] : within(b.imported);
  // `const api = require('./api')` of a module that sets `module.exports = x`: x itself.
  if (b.commonjs && exports.default) return [[b.local, exports.default]];
  if (b.commonjs && Object.keys(exports).some((key) => key.startsWith('default.'))) return within('default');
  return Object.entries(exports)
    .filter(([name]) => name !== 'default')
    .map(([name, anchor]) => [`${b.local}.${name}`, anchor]);
}

function add(view: ImportedAnchors, key: string, anchor: Anchor): void {
  const dotted = key.includes('.');
  if (!dotted) view.byLocal[key] = anchor;
  switch (anchor.kind) {
    case 'wrapper':
      view.wrappers[key] = anchor.wrapper;
      break;
    case 'client':
      for (const [m, w] of Object.entries(anchor.methods)) view.wrappers[`${key}.${m}`] = w;
      break;
    case 'base':
      view.bases[key] = anchor.url; // `config.API` through a namespace import too
      break;
    case 'builder':
      view.builders[key] = { url: anchor.url, ...(anchor.computes ? { computes: true as const } : {}), ...(anchor.thisReads ? { thisReads: anchor.thisReads } : {}) };
      break;
    case 'instance':
      if (!dotted) view.instances[key] = anchor.prefix;
      break;
    case 'sdk-client':
      if (!dotted) view.sdkClients.push(key);
      break;
    case 'sdk-factory':
      if (!dotted) view.sdkFactories.push(key);
      break;
    case 'client-class':
      if (!dotted) view.clientClasses[key] = anchor.methods;
      break;
    case 'factory':
      if (!dotted) view.factories[key] = anchor.returns;
      break;
    case 'record-type':
      if (!dotted) view.recordTypes.push(key);
      break;
  }
}
