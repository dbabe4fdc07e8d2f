import { ReadScratch, readCodeBytes, readTextBounded } from '../bounded-read';
import { HeldTexts } from './held-texts';
import type { UserConfig } from '../types';
import { anyOf, apiAnchorWords } from '../cloudflare/anchors/anchor-words';
import type * as Parse from '../parse/parse';
import { stripBom } from '../parse/bom';
import { mayBeHandedClient } from './handed-clients';
import { importedWith, mayBeReader } from './passed-records';
import { mayPassThrough } from './pass-through-modules';
import { recordTypeReaders } from './record-type-readers';
import type * as ImportedView from './imported-view';
import type * as ModuleExports from './module-exports';
import type { ModuleLinks } from './module-links';
import { ModuleResolver } from './resolve';
import { importedModules, specifierWords } from './specifiers';
import type { ModuleAnchors, ProjectData } from './types';
import type { ProxyRoute } from '../cloudflare/shapes';
import { projectProxies } from './proxies';
import { UnlinkedFiles } from './unlinked-files';

/** A module the index parsed: its tree (reused by the file's own transforms) and the configuration it was judged with. */
export interface ParsedModule {
  source: string;
  /** Kept for the file's own transforms while the run's budget allows (see KEEP_BYTES); else parsed again when needed. */
  ast?: any;
  keep: boolean;
  links: ModuleLinks;
  config: UserConfig;
  /** What settle() last judged it with and found. */
  viewKey?: string;
  own?: ModuleAnchors;
  exportsKey?: string;
}

export interface BuiltProject {
  data: ProjectData;
  resolver: ModuleResolver;
  parsed: Map<string, ParsedModule>;
  /** The text of every file read (so that the runner's prefilter does not read it again); '' for one that `keepText` and the API anchor words left out. */
  texts: Map<string, string>;
  /** Files whose text `keepText` and the API anchor words left out (held as '' in `texts`). */
  dropped: Set<string>;
  /**
   * Of those, the files that may hold a class handed a client through its constructor (handed-clients.ts): read again by the prefilter.
   * Worked out only when some module is indexed or imported holding an API anchor word (else the runner never asks).
   */
  handed: Set<string>;
  /** Files not parsed here that import an indexed module (the last round's finding) or a module of `ProjectData.apiModules`. */
  importers: Set<string>;
  /**
   * The files holding an API anchor word (round 1's candidates), each with the visited files that
   * import it (none for most): the import connections of the second tier's anchors (anchored.ts).
   */
  apiWordFiles: Map<string, string[]>;
  /** Files found naming no module of the run (unlinked-files.ts), for the declarations of this thread. */
  unlinked: UnlinkedFiles;
  stats: { ms: number; files: number; parsed: number; modules: number };
}

const MAX_ROUNDS = 8;
/**
 * Source bytes whose trees the index keeps for the files' own transforms: a tree takes about 200
 * times its source in memory, so a tree in which every file holds the API host would otherwise be
 * held whole (1.3 MiB of sources took 300 MiB more). Beyond it a tree is dropped once judged and the
 * file parsed again by its transforms (and by the index, in the rare case its imports change).
 */
const KEEP_BYTES = 256 * 1024;
let runs = 0;

// Required where first needed: a run in which no file holds an API anchor word parses nothing (issue 31: start-up).
const parseModule: typeof Parse.parseModule = (...args) => (require('../parse/parse') as typeof Parse).parseModule(...args);
const moduleLinks: typeof import('./module-links').moduleLinks = (...args) => (require('./module-links') as typeof import('./module-links')).moduleLinks(...args);
const importedAnchorsOf: typeof ImportedView.importedAnchorsOf = (...args) => (require('./imported-view') as typeof ImportedView).importedAnchorsOf(...args);

/** The files of a project to index, with the run's configuration and size limit. */
export interface BuildProjectInput {
  files: string[];
  config: UserConfig;
  maxFileSize: number;
  /** Whether the runner's prefilter may want a text (it is then held); every text when not given. */
  keepText?: (text: string, file: string) => boolean;
  /** True when `keepText` passes every text that holds an API anchor word: its one scan then does for both. */
  keepsAnchored?: boolean;
  /**
   * With `keepsAnchored`: false for a file's bytes when `keepText` would surely be false for its text
   * (then it is not decoded, and `keepText` is not asked); true when `keepText` must decide.
   */
  keepBytes?: (bytes: Buffer, file: string) => boolean;
}

/**
 * The project index: which modules of the visited tree export Cloudflare anchors. Round 1 parses the
 * files that hold an API anchor word (the API host, the quoted package name, configured names); each
 * next round parses the files that import from a module found so far and export something (barrels,
 * wrappers of wrappers, instances of imported clients), until no new module turns up. Modules are
 * judged again until their exports settle, so a module sees its imports' anchors whatever the order.
 */
export function buildProject({ files, config: given, maxFileSize, keepText = () => true, keepsAnchored = false, keepBytes }: BuildProjectInput): BuiltProject {
  const started = process.hrtime.bigint();
  // With the run's own proxies once round 1 has found them (proxies.ts): every module is judged with them.
  let config = given;
  const resolver = new ModuleResolver(files);
  // Each file is read and decoded once; the runner's prefilter takes the text from here. Only texts
  // worth keeping are held: an API anchor word (round 1 may parse it) or `keepText` (the prefilter
  // may pass it). Another is held as '' (nothing for the prefilter) and read again, one at a time,
  // only if a later round looks at every file: holding every text of a 60,000-file tree took 400 MB.
  const anchored = anyOf(apiAnchorWords(config)) ?? /(?!)/;
  const texts = new Map<string, string>();
  const dropped = new Set<string>();
  const handed = new Set<string>();
  // Dropped texts are still held while the index is built, up to HOLD_BYTES: its later scans (the
  // importers of round 1's modules, the next rounds) look at every text, and reading them all again
  // cost as much as the first read (issue 31: most of the index's own cost on the bench's sparse tree).
  // A text the bytes' test dropped is held as its bytes (off the collector's heap), decoded when a later scan first wants it.
  const held = new HeldTexts();
  /** Dropped texts past HOLD_BYTES: read again for the handed-client check, only by a run that needs it (see the end). */
  const unheld: string[] = [];
  // Bytes a gate drops are let go at once (a held text is a copy): one buffer takes every file in turn.
  const scratch = new ReadScratch();
  const drop = (file: string, text: string | Buffer): void => {
    texts.set(file, '');
    dropped.add(file);
    if (!held.hold(file, text, scratch.stat)) unheld.push(file);
  };
  for (const file of files) {
    const bytes = readCodeBytes(file, maxFileSize, scratch);
    if (bytes === undefined) continue;
    if (keepsAnchored && keepBytes && !keepBytes(bytes, file)) {
      drop(file, bytes);
      continue;
    }
    const text = bytes.toString('utf8');
    const keep = keepsAnchored ? keepText(text, file) : anchored.test(text) || keepText(text, file);
    if (keep) texts.set(file, text);
    else drop(file, text);
  }
  /** A dropped file's text: held, or read again. */
  const droppedText = (file: string): string | undefined => held.text(file) ?? readTextBounded(file, maxFileSize);
  /** Every file's text in path order (but those `skip` names): those held, and the others read again. */
  function* everyText(skip: (file: string) => boolean = () => false): Generator<[string, string]> {
    for (const [file, text] of texts) {
      if (skip(file)) continue;
      const read = dropped.has(file) ? droppedText(file) : text;
      if (read !== undefined) yield [file, read];
    }
  }
  const parsed = new Map<string, ParsedModule>();
  const modules: Record<string, ModuleAnchors> = {};
  const unparseable = new Set<string>();
  let importers = new Set<string>();
  /** Round 1's modules (they hold an API anchor word and some file imports them), and the files importing them. */
  let apiModules: string[] = [];
  let apiImporters = new Set<string>();
  let apiWordFiles = new Map<string, string[]>();
  let readers: string[] = [];
  let proxies: ProxyRoute[] = [];
  // Loaded only when some file holds an anchor word: a run with no candidate loads no parser.
  let j: import('jscodeshift').JSCodeshift | undefined;

  let kept = 0;
  const parse = (file: string, text: string): void => {
    try {
      const m = parsedModule(file, text, config);
      m.keep = kept + m.source.length <= KEEP_BYTES;
      if (m.keep) kept += m.source.length;
      parsed.set(file, m);
    } catch {
      unparseable.add(file); // the run reports it when it parses the file itself
    }
  };
  const importsIndexed = (file: string, text: string, words: string[]): boolean =>
    importedModules(file, text, words, resolver).some(({ target }) => modules[target] !== undefined);

  for (let round = 0; round < MAX_ROUNDS && (round === 0 || Object.keys(modules).length > 0); round++) {
    const fresh: Array<[string, string]> = [];
    // Round 1: an API anchor word, in a file some other file imports. Later rounds: a word an indexed module's specifier holds, then a
    // specifier that resolves to one (an importer); an importer that exports something is parsed.
    const words = round === 0 ? apiAnchorWords(config) : specifierWords(Object.keys(modules), resolver);
    const any = anyOf(words) ?? /(?!)/;
    importers = new Set();
    // Round 1's words are the API anchor words: a text dropped above has none.
    const done = (file: string): boolean => parsed.has(file) || unparseable.has(file);
    for (const [file, text] of round === 0 ? texts : everyText(done)) {
      if (done(file) || !any.test(text)) continue;
      if (round === 0) fresh.push([file, text]);
      else if (importsIndexed(file, text, words)) {
        importers.add(file);
        if (/\bexports?\b/.test(text)) fresh.push([file, text]);
      }
    }
    if (round === 0) {
      proxies = projectProxies(fresh, config, [...texts.keys()]);
      if (proxies.length > 0) config = { ...config, proxies };
      const imported = importedOnly(fresh, everyText(), resolver);
      apiWordFiles = new Map(fresh.map(([file]) => [file, imported.importersOf.get(file) ?? []]));
      fresh.splice(0, fresh.length, ...imported.kept);
      apiModules = imported.kept.map(([file]) => file);
      apiImporters = imported.importers;
      // The modules they import that may read records handed to them (passed-records.ts): read again by the prefilter.
      const textOf = (file: string): string | undefined => (dropped.has(file) ? droppedText(file) : texts.get(file));
      // One search of their imports for both shapes: records readers, and modules that may pass a URL
      // through (pass-through-modules.ts), parsed and judged with this round's modules.
      const shaped = importedWith([...apiWordFiles.keys(), ...apiImporters], { textOf, resolver }, (text) => mayBeReader(text) || mayPassThrough(text));
      readers = shaped.filter((file) => mayBeReader(textOf(file) ?? ''));
      const inRound = new Set(fresh.map(([file]) => file));
      for (const file of shaped) {
        const text = textOf(file);
        if (text !== undefined && !inRound.has(file) && mayPassThrough(text)) fresh.push([file, text]);
      }
      // And the modules reading SRV records through a type those files import (record-type-readers.ts): every
      // text is looked at (one with no API anchor word was dropped, held as bytes), in a run with API files only.
      if (apiWordFiles.size > 0) {
        const known = new Set(readers);
        readers.push(...recordTypeReaders([...apiWordFiles.keys()], everyText(), { textOf, resolver }).filter((file) => !known.has(file)));
      }
    }
    if (fresh.length === 0) break;
    j ??= require('jscodeshift') as import('jscodeshift').JSCodeshift;
    // One tree at a time beyond the budget: parsed, judged, dropped.
    for (const [file, text] of fresh) {
      parse(file, text);
      const m = parsed.get(file);
      if (m && !m.keep) {
        judge({ j, file, m, resolver, modules, config });
        m.ast = undefined;
      }
    }
    settle({ j, parsed, modules, resolver, config });
  }
  // Which dropped texts may be a class handed a client matters only to a run with indexed or API
  // modules (run-project.ts): asked of every text as it was read, it took about 4% of a run's profile on the
  // bench's git tree (57 MB, nothing indexed). Those past HOLD_BYTES are read again for it.
  // The same texts judged for the declarations' word questions (unlinked-files.ts), in a run whose transforms may ask
  // them: one with a file holding an API anchor word (its texts were decoded above for round 1's importers anyway).
  const unlinked = new UnlinkedFiles();
  const indexed = Object.keys(modules).length > 0 || apiModules.length > 0;
  if (indexed || apiWordFiles.size > 0) {
    for (const [file, text] of held.texts()) {
      if (indexed && mayBeHandedClient(text)) handed.add(file);
      unlinked.judge(file, text, resolver, held.stamp(file));
    }
  }
  if (indexed) {
    for (const file of unheld) {
      const text = readTextBounded(file, maxFileSize);
      if (text !== undefined && mayBeHandedClient(text)) handed.add(file);
    }
  }
  held.clear();
  const data: ProjectData = { id: `${process.pid}-${++runs}`, modules, apiModules, readers, files, ...(proxies.length > 0 ? { proxies } : {}), words: specifierWords([...Object.keys(modules), ...apiModules], resolver) };
  for (const file of apiImporters) importers.add(file);
  return {
    data,
    resolver,
    parsed,
    texts,
    dropped,
    handed,
    importers,
    apiWordFiles,
    unlinked,
    stats: { ms: Number(process.hrtime.bigint() - started) / 1e6, files: files.length, parsed: parsed.size, modules: Object.keys(modules).length },
  };
}

/**
 * The files of `candidates` that some visited file imports: a module's exports matter only to its
 * importers, so a file nobody imports (a script, a route, a test, most files that call the API) is
 * left to its own transforms and never parsed twice. With the files that import them.
 */
function importedOnly(
  candidates: Array<[string, string]>,
  texts: Iterable<[string, string]>,
  resolver: ModuleResolver,
): { kept: Array<[string, string]>; importers: Set<string>; importersOf: Map<string, string[]> } {
  const importers = new Set<string>();
  const importersOf = new Map<string, string[]>();
  if (candidates.length === 0) return { kept: candidates, importers, importersOf };
  const wanted = new Set(candidates.map(([file]) => file));
  const words = specifierWords([...wanted], resolver);
  const any = anyOf(words) ?? /(?!)/;
  const imported = new Set<string>();
  for (const [file, text] of texts) {
    if (!any.test(text)) continue;
    for (const { target } of importedModules(file, text, words, resolver)) {
      if (!wanted.has(target)) continue;
      imported.add(target);
      importers.add(file);
      const of = importersOf.get(target);
      if (!of) importersOf.set(target, [file]);
      else if (of.at(-1) !== file) of.push(file);
    }
  }
  return { kept: candidates.filter(([file]) => imported.has(file)), importers, importersOf };
}

/** What judging the project's modules works with: the exports found so far (`modules`) and how specifiers resolve. */
export interface Judging {
  j: import('jscodeshift').JSCodeshift;
  modules: Record<string, ModuleAnchors>;
  resolver: ModuleResolver;
  config: UserConfig;
}

/** A module's text parsed for the index (not kept: see KEEP_BYTES); throws when it does not parse. */
export function parsedModule(file: string, text: string, config: UserConfig): ParsedModule {
  const source = stripBom(text).text;
  const ast = parseModule(source, file);
  return { source, ast, keep: false, links: moduleLinks(ast.program ?? ast), config };
}

/** Judges every parsed module again (with its imports' current exports) until no module's exports change. */
function settle({ j, parsed, modules, resolver, config }: Judging & { parsed: Map<string, ParsedModule> }): void {
  for (let pass = 0; pass < MAX_ROUNDS; pass++) {
    let changed = false;
    for (const [file, m] of parsed) if (restate({ j, file, m, resolver, modules, config })) changed = true;
    if (!changed) break;
  }
}

/**
 * Judges one module with its imports' current exports and writes what it exports now (its own
 * anchors and its re-exports) into `modules`; true when that is other than `m.exportsKey` says it was.
 */
export function restate({ j, file, m, resolver, modules, config }: Judging & { file: string; m: ParsedModule }): boolean {
  judge({ j, file, m, resolver, modules, config });
  const exports = { ...m.own, ...reexports(file, m.links, resolver, modules) };
  const text = JSON.stringify(exports);
  if (m.exportsKey === text) return false;
  m.exportsKey = text;
  if (Object.keys(exports).length > 0) modules[file] = exports;
  else delete modules[file];
  return true;
}

/**
 * A module's own exports change only with its imported view; the same view keeps the same
 * configuration object, so the engine's per-tree caches hold (here and in the file's transforms).
 */
function judge({ j, file, m, resolver, modules, config }: Judging & { file: string; m: ParsedModule }): void {
  const imported = importedAnchorsOf(m.links, file, resolver, modules);
  const key = JSON.stringify(imported ?? null);
  if (m.viewKey === key && m.own !== undefined) return;
  const ast = m.ast ?? parseModule(m.source, file);
  m.config = imported ? { ...config, imported } : config;
  m.viewKey = key;
  // Loaded here: the engine it uses is needed only once some module is parsed.
  const { moduleExports } = require('./module-exports') as typeof ModuleExports;
  m.own = moduleExports(j, j(ast), m.config);
}

/** `export * from './client'`, `export { request as cfRequest } from './http'`: what the targets export. */
function reexports(file: string, links: ModuleLinks, resolver: ModuleResolver, modules: Record<string, ModuleAnchors>): ModuleAnchors {
  const out: ModuleAnchors = {};
  for (const r of links.reexports) {
    const target = resolver.resolve(file, r.spec);
    const exports = target !== undefined && target !== file ? modules[target] : undefined;
    if (!exports) continue;
    if (r.exported === '*') for (const [name, a] of Object.entries(exports)) name !== 'default' && (out[name] = a);
    else if (r.imported !== '*' && exports[r.imported]) out[r.exported] = exports[r.imported];
  }
  return out;
}


