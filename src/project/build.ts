import * as fs from 'fs';
import type { UserConfig } from '../types';
import { apiAnchorWords } from '../cloudflare/anchor-words';
import { parseForEdit } from '../parse/parse';
import { stripBom } from '../runner/text';
import { importedAnchors } from './imported-view';
import { moduleExports } from './module-exports';
import { moduleLinks, type ModuleLinks } from './module-links';
import { ModuleResolver } from './resolve';
import { specifiersIn } from './specifiers';
import type { ModuleAnchors, ProjectData } from './types';

/** A module the index parsed: its tree (reused by the file's own transforms) and the configuration it was judged with. */
export interface ParsedModule {
  source: string;
  ast: any;
  links: ModuleLinks;
  config: UserConfig;
}

export interface BuiltProject {
  data: ProjectData;
  resolver: ModuleResolver;
  parsed: Map<string, ParsedModule>;
  /** The bytes of every file read (so that the runner's prefilter does not read them again). */
  bytes: Map<string, Buffer>;
  stats: { ms: number; files: number; parsed: number; modules: number };
}

const MAX_ROUNDS = 8;
const escapeRegExp = (s: string): string => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

let runs = 0;

/**
 * The project index: which modules of the visited tree export Cloudflare anchors. Round 1 parses the
 * files that hold an API anchor word (the API host, the quoted package name, configured names); each
 * next round parses the files that import from a module found so far and export something (barrels,
 * wrappers of wrappers, instances of imported clients), until no new module turns up. Modules are
 * judged again until their exports settle, so a module sees its imports' anchors whatever the order.
 */
export function buildProject(files: string[], config: UserConfig, maxFileSize: number): BuiltProject {
  const started = process.hrtime.bigint();
  const resolver = new ModuleResolver(files);
  const bytes = new Map<string, Buffer>();
  const texts = new Map<string, string>();
  for (const file of files) {
    const b = readSmall(file, maxFileSize);
    if (!b) continue;
    bytes.set(file, b);
    if (!b.subarray(0, 8000).includes(0)) texts.set(file, stripBom(b.toString('utf8')).text);
  }
  const anchorWord = new RegExp(apiAnchorWords(config).filter(Boolean).map(escapeRegExp).join('|'));
  const parsed = new Map<string, ParsedModule>();
  const modules: Record<string, ModuleAnchors> = {};
  const unparseable = new Set<string>();
  // Loaded only when some file holds an anchor word: a run with no candidate loads no parser.
  let j: import('jscodeshift').JSCodeshift | undefined;

  const parse = (file: string): void => {
    const source = texts.get(file)!;
    try {
      const ast = parseForEdit(source, file);
      parsed.set(file, { source, ast, links: moduleLinks(ast.program ?? ast), config });
    } catch {
      unparseable.add(file); // the run reports it when it parses the file itself
    }
  };
  const importsIndexed = (file: string, text: string): boolean =>
    specifiersIn(text).some((spec) => {
      const target = resolver.resolve(file, spec);
      return target !== undefined && modules[target] !== undefined;
    });

  for (let round = 0; round < MAX_ROUNDS; round++) {
    const fresh: string[] = [];
    for (const [file, text] of texts) {
      if (parsed.has(file) || unparseable.has(file)) continue;
      if (round === 0 ? anchorWord.test(text) : /\bexports?\b/.test(text) && importsIndexed(file, text)) fresh.push(file);
    }
    if (fresh.length === 0) break;
    fresh.forEach(parse);
    j ??= require('jscodeshift') as import('jscodeshift').JSCodeshift;
    settle(j, parsed, modules, resolver, config);
  }
  const data: ProjectData = { id: `${process.pid}-${++runs}`, modules, files, words: [] };
  return {
    data,
    resolver,
    parsed,
    bytes,
    stats: { ms: Number(process.hrtime.bigint() - started) / 1e6, files: files.length, parsed: parsed.size, modules: Object.keys(modules).length },
  };
}

/** Judges every parsed module again (with its imports' current exports) until no module's exports change. */
function settle(
  j: import('jscodeshift').JSCodeshift,
  parsed: Map<string, ParsedModule>,
  modules: Record<string, ModuleAnchors>,
  resolver: ModuleResolver,
  config: UserConfig,
): void {
  const seen = new Map<string, string>();
  for (let pass = 0; pass < MAX_ROUNDS; pass++) {
    let changed = false;
    for (const [file, m] of parsed) {
      const program = m.ast.program ?? m.ast;
      const imported = importedAnchors(program, file, resolver, modules);
      const key = JSON.stringify(imported ?? null);
      // The same imported view: the same configuration object, so the engine's per-tree caches hold.
      if (seen.get(`${file}\0view`) !== key) {
        m.config = imported ? { ...config, imported } : config;
        seen.set(`${file}\0view`, key);
      }
      const exports = { ...moduleExports(j, j(m.ast), m.config, m.links.imports), ...reexports(file, m.links, resolver, modules) };
      const text = JSON.stringify(exports);
      if (seen.get(file) === text) continue;
      seen.set(file, text);
      changed = true;
      if (Object.keys(exports).length > 0) modules[file] = exports;
      else delete modules[file];
    }
    if (!changed) break;
  }
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

function readSmall(file: string, maxFileSize: number): Buffer | undefined {
  try {
    const fd = fs.openSync(file, 'r');
    try {
      if (fs.fstatSync(fd).size > maxFileSize) return undefined;
      return fs.readFileSync(fd);
    } finally {
      fs.closeSync(fd);
    }
  } catch {
    return undefined;
  }
}
