import type { Collection, JSCodeshift } from 'jscodeshift';
import type { RunModules, UserConfig } from '../types';
import { HANDED_WORD, mayBeHandedClient } from './handed-clients';
import { PASSED_WORD } from './passed-records';
import { proxiedWords } from './proxies';
import type { Declarations } from './declarations';
import type { BuiltProject, ParsedModule } from './build';
import type { UnlinkedFiles } from './unlinked-files';
import { ModuleResolver } from './resolve';
import { importedModules } from './specifiers';
import { emptyImported, type ProjectData } from './types';
import { scriptContainerOf } from '../parse/script-blocks';
import { CloudflareVersions } from './cloudflare-version';

// Required where first needed: a run with no candidate file loads neither the parser's module nor the declarations' (issue 31).
const importedAnchors: typeof import('./imported-view').importedAnchors = (...args) =>
  (require('./imported-view') as typeof import('./imported-view')).importedAnchors(...args);
const declarationsModule = () => require('./declarations') as typeof import('./declarations');
const parseModuleToCheck: typeof import('../parse/parse').parseModuleToCheck = (...args) =>
  (require('../parse/parse') as typeof import('../parse/parse')).parseModuleToCheck(...args);

/**
 * What the runner needs of the project index for one file: the configuration its prefilter uses
 * (the specifiers that import an indexed module, or one of `apiModules`, count as anchor words), the tree the index already
 * parsed (in the thread that built the index), and the configuration its transforms run with (its
 * imported anchors in `imported`).
 */
export interface FileProject {
  prefilterConfig: UserConfig;
  /** The index's parse of this very text, handed over once. */
  takeAst(source: string): any | undefined;
  configFor(j: JSCodeshift, root: Collection<any>): UserConfig;
}

interface Live {
  data: ProjectData;
  resolver: ModuleResolver;
  parsed: Map<string, ParsedModule>;
  /** In the thread that built the index: the files it found naming no module of the run (unlinked-files.ts). */
  unlinked?: UnlinkedFiles;
  prefilterConfigs: WeakMap<UserConfig, Map<string, UserConfig>>;
  /** `configOf`'s answers by the asking file's configuration, then the other module (with the program they were made for). */
  otherConfigs: WeakMap<UserConfig, Map<string, { program: unknown; config: UserConfig }>>;
  /** `data.apiModules`, made on first use. */
  apiModules?: Set<string>;
  /** `data.readers`, made on first use. */
  readers?: Set<string>;
  /** Made on first use: only a transform that edits a type other modules use asks for it. */
  declarations?: Declarations;
  /** Made on first use: the versions of `cloudflare` other modules run with (`sdkVersionsOf`). */
  versions?: CloudflareVersions;
}

/** Projects by id: the one built in this thread (with its parses), or one rebuilt from data in a worker thread. */
const live = new Map<string, Live>();

export function registerProject(built: BuiltProject): void {
  live.clear();
  live.set(built.data.id, { data: built.data, resolver: built.resolver, parsed: built.parsed, unlinked: built.unlinked, prefilterConfigs: new WeakMap(), otherConfigs: new WeakMap() });
}

/**
 * The index judged again (rejudge.ts) under a new id: its files and how they resolve are the same, so
 * this thread's resolver serves the new data; the index's trees do not (their files were edited), nor
 * the configurations made with the old modules, nor the declarations: they hold modules' texts as
 * they were read, and an edited module must be read again as worker threads (which start afresh) do.
 */
export function carryProject(from: ProjectData, to: ProjectData): void {
  const l = live.get(from.id);
  if (!l) return;
  live.clear();
  live.set(to.id, { data: to, resolver: l.resolver, parsed: new Map(), prefilterConfigs: new WeakMap(), otherConfigs: new WeakMap() });
}

/** Forgets the index's trees (after a run). */
export function releaseProject(id: string): void {
  live.delete(id);
}

function liveOf(data: ProjectData): Live {
  let l = live.get(data.id);
  if (!l) {
    live.clear();
    l = { data, resolver: new ModuleResolver(data.files), parsed: new Map(), prefilterConfigs: new WeakMap(), otherConfigs: new WeakMap() };
    live.set(data.id, l);
  }
  return l;
}

/** The module resolver of the run's files (this thread's, or one rebuilt from the data in a worker thread). */
export function moduleResolverOf(data: ProjectData): ModuleResolver {
  return liveOf(data).resolver;
}

/** The run's modules as one file sees them (`ctx.modules`): declarations followed through re-exports, importers. */
export function runModulesOf(data: ProjectData, file: string): RunModules {
  const l = liveOf(data);
  const declarations = (): Declarations => (l.declarations ??= new (declarationsModule().Declarations)(
    l.resolver,
    data.files,
    undefined,
    (f) => l.unlinked?.has(f) ?? false,
    (f, maxBytes) => l.unlinked?.text(f, maxBytes),
  ));
  return {
    declaration: (specifier, name) => declarations().declaration(file, specifier, name),
    resolves: (specifier) => ![undefined, file].includes(l.resolver.resolve(file, specifier)),
    importers: (name, word, options) => declarations().importers(file, name, word, options),
    expectWords: (words) => declarations().expectWords(words),
    publicPackage: (name, options) => declarations().publicPackage(file, name, options),
    reexportedAs: (name) => declarations().reexportedAs(file, name),
    unboundReaders: (options) => declarations().unboundReaders(file, options),
    configOf: (other, program, config) => {
      // One object per module and asking configuration: the anchors of another module are kept by
      // their configuration (anchors.ts), so a fresh one for each question found them all again (a
      // 4,000-line file calling an imported client's methods 390 times took 20 s).
      let byModule = l.otherConfigs.get(config);
      if (!byModule) l.otherConfigs.set(config, (byModule = new Map()));
      const known = byModule.get(other);
      if (known && known.program === program) return known.config;
      // The caller's imported anchors are its own file's, not the other file's.
      const { imported: _imported, ...own } = config;
      const made = withImportsOf({ config: own, program, file: other, resolver: l.resolver, modules: data.modules });
      byModule.set(other, { program, config: made });
      return made;
    },
    of: (other) => runModulesOf(data, other),
    sdkVersionsOf: (other) => (l.versions ??= new CloudflareVersions()).of(other),
    program: (module) => declarations().programOf(module),
  };
}

/** The file's view of the project, or undefined when the index neither parsed it nor has anything it imports. */
export function fileProject(data: ProjectData, file: string, text: string, config: UserConfig): FileProject | undefined {
  if (Object.keys(data.modules).length === 0 && data.apiModules.length === 0 && data.readers.length === 0 && !data.proxies) return undefined;
  const l = liveOf(data);
  const indexed = l.parsed.get(file);
  const api = (l.apiModules ??= new Set(data.apiModules));
  const specs = [...new Set(importedModules(file, text, data.words, l.resolver).filter(({ target }) => data.modules[target] !== undefined || api.has(target)).map(({ specifier }) => specifier))];
  // A class that may be handed a client through its constructor (handed-clients.ts) counts its `constructor` as an anchor word.
  if (specs.length === 0 && mayBeHandedClient(text)) specs.push(HANDED_WORD);
  // A function other modules may hand records to (passed-records.ts) counts its `export` likewise.
  else if (specs.length === 0 && (l.readers ??= new Set(data.readers)).has(file)) specs.push(PASSED_WORD);
  // A client of the run's own proxy (proxies.ts) names its prefix, not the API.
  else if (specs.length === 0) specs.push(...proxiedWords(text, data.proxies));
  if (!indexed && specs.length === 0) return undefined;
  let byWords = l.prefilterConfigs.get(config);
  if (!byWords) l.prefilterConfigs.set(config, (byWords = new Map()));
  const wordsKey = specs.join('\0');
  let prefilterConfig = specs.length === 0 ? config : byWords.get(wordsKey);
  if (!prefilterConfig) byWords.set(wordsKey, (prefilterConfig = { ...config, imported: { ...emptyImported(), words: specs } }));
  // The run's own proxies (proxies.ts) for every file.
  const run = data.proxies ? { ...config, proxies: data.proxies } : config;
  let reused: ParsedModule | undefined;
  /** A component's configuration (null: a block of it does not parse, each block sees its own imports). */
  let componentConfig: UserConfig | null | undefined;
  return {
    prefilterConfig,
    takeAst(source) {
      if (!indexed?.ast || indexed.source !== source || !l.parsed.has(file)) return undefined;
      l.parsed.delete(file);
      reused = indexed;
      const ast = indexed.ast;
      indexed.ast = undefined;
      return ast;
    },
    configFor(_j, root) {
      if (reused) return reused.config; // the configuration the index judged this tree with: its caches hold
      // A component's block (see script-blocks.ts) sees what every block of it imports (Vue's
      // `<script>` and `<script setup>` are one module): read from the whole text, in any thread.
      if (scriptContainerOf(file)) {
        if (componentConfig === undefined) {
          const program = componentProgram(text, file);
          componentConfig = program ? withImported(program) : null;
        }
        if (componentConfig) return componentConfig;
      }
      return withImported(root.get().value.program ?? root.get().value);
    },
  };

  function withImported(program: unknown): UserConfig {
    return withImportsOf({ config: run, program, file, resolver: l.resolver, modules: data.modules });
  }
}

/** A file (`file`, parsed as `program`) and its configuration, with how its imports resolve to the run's modules. */
interface ImportsOfInput {
  config: UserConfig;
  program: unknown;
  file: string;
  resolver: ModuleResolver;
  modules: ProjectData['modules'];
}

/** `config` with the anchors `file` (its `program`) imports from the run's modules, when it imports any. */
function withImportsOf({ config, program, file, resolver, modules }: ImportsOfInput): UserConfig {
  const imported = importedAnchors(program, file, resolver, modules);
  return imported ? { ...config, imported } : config;
}

/** The program of every script block of a component, for its imports; undefined when a block does not parse (each block then sees its own). */
function componentProgram(text: string, file: string): unknown {
  try {
    return parseModuleToCheck(text, file).program;
  } catch {
    return undefined;
  }
}
