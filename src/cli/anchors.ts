import * as path from 'path';
import type { Argv } from 'yargs';
import type { UrlPart, Wrapper } from '../cloudflare/shapes';
import { CONFIG_FILE, knownOptions, loadConfig } from '../runner/config';
import { discoverFiles } from '../runner/files';
import { DEFAULT_EXTENSIONS, DEFAULT_MAX_FILE_SIZE } from '../runner/run';
import type { BuiltProject } from '../project/build';
import type { Anchor, Made } from '../project/types';
import { asList, splitList, wordsAfterDashes } from './args';
import { runRegistry } from './lazy-registry';
import type { Streams } from './output';

/*
 * `cf-codemod anchors [paths..] [--json]`: what the project index recognises as Cloudflare anchors,
 * per module: base URLs, wrappers (and which argument is the path), client classes and their
 * instances, HTTP client instances, SDK clients and factories, DNS record types. A user who wonders
 * why a call was missed looks here first: a call is recognised through an import only when the
 * module it imports from is listed with that name.
 */

interface AnchorEntry {
  name: string;
  kind: Anchor['kind'];
  /** Whether the module exports it (under `name`); false for one it keeps to itself (`name` is then its own). */
  exported?: boolean;
  url?: string;
  pathParam?: number;
  methodParam?: number;
  /** The method the wrapper itself writes, when its caller does not pass one. */
  method?: string;
  bodyParam?: number;
  optionsParam?: number;
  methods?: AnchorEntry[];
  /** For a factory: what its result is. */
  returns?: Made['kind'];
}

// The engine, the index and the registry are loaded when the command runs, not by every command line.
const urlText = (parts: UrlPart[]): string =>
  (require('../flow/template-parts') as typeof import('../flow/template-parts')).joinTemplate(parts).text.replace(/:param/g, () => '{…}');

function wrapperEntry(name: string, kind: Anchor['kind'], w: Wrapper): AnchorEntry {
  return {
    name,
    kind,
    url: `${urlText(w.prefix.parts)}{path}${urlText(w.suffix.parts)}`,
    pathParam: w.pathParam,
    ...(w.methodParam !== undefined ? { methodParam: w.methodParam } : w.ownMethod !== undefined ? { method: w.ownMethod } : {}),
    ...(w.bodyParam !== undefined ? { bodyParam: w.bodyParam } : {}),
    ...(w.optionsParam !== undefined ? { optionsParam: w.optionsParam } : {}),
  };
}

function entryOf(name: string, a: Anchor): AnchorEntry {
  switch (a.kind) {
    case 'factory':
      return { ...entryOf(name, a.returns), kind: a.kind, returns: a.returns.kind };
    case 'base':
    case 'builder':
      return { name, kind: a.kind, url: urlText(a.url) };
    case 'instance':
      return { name, kind: a.kind, url: urlText(a.prefix) };
    case 'wrapper':
      return wrapperEntry(name, a.kind, a.wrapper);
    case 'client':
    case 'client-class':
      return { name, kind: a.kind, methods: Object.entries(a.methods).map(([m, w]) => wrapperEntry(m, 'wrapper', w)) };
    default:
      return { name, kind: a.kind };
  }
}

const KIND_LABEL: Record<Anchor['kind'], string> = {
  base: 'base URL',
  builder: 'builds an API URL',
  wrapper: 'wrapper',
  instance: 'HTTP client instance',
  'sdk-client': 'cloudflare SDK client',
  'sdk-factory': 'returns a cloudflare SDK client',
  'client-class': 'API client class',
  client: 'API client instance',
  'record-type': 'DNS record type',
  factory: 'factory',
};

const FACTORY_LABEL: Record<Made['kind'], string> = {
  instance: 'returns an HTTP client instance',
  wrapper: 'returns a wrapper',
  client: 'returns an API client instance',
};

function wrapperText(e: AnchorEntry): string {
  const roles = [
    `path: argument ${e.pathParam! + 1}`,
    e.methodParam !== undefined ? `method: argument ${e.methodParam + 1}` : e.method !== undefined ? `method: ${e.method}` : '',
    e.bodyParam !== undefined ? `body: argument ${e.bodyParam + 1}` : '',
    e.optionsParam !== undefined ? `options: argument ${e.optionsParam + 1}` : '',
  ].filter(Boolean);
  return `${e.url} (${roles.join(', ')})`;
}

function humanText(files: Array<{ path: string; anchors: AnchorEntry[] }>, summary: Record<string, number>): string {
  const lines: string[] = [];
  for (const f of files) {
    lines.push(f.path);
    for (const e of f.anchors) {
      const label = `  ${e.name === 'default' ? 'default export' : e.name}${e.exported === false ? ' (local)' : ''}: ${e.returns ? FACTORY_LABEL[e.returns] : KIND_LABEL[e.kind]}`;
      if (e.kind === 'wrapper' || e.returns === 'wrapper') lines.push(`${label} ${wrapperText(e)}`);
      else if (e.url) lines.push(`${label} ${e.url}`);
      else lines.push(label);
      for (const m of e.methods ?? []) lines.push(`    .${m.name}() ${wrapperText(m)}`);
    }
  }
  if (files.length === 0) lines.push('No module has a Cloudflare anchor.');
  lines.push(
    '',
    `${summary.files} files visited, ${summary.parsed} parsed by the index, ${summary.modules} export anchors, ${summary.listed} modules with anchors (${summary.ms} ms).`,
  );
  return lines.join('\n') + '\n';
}

/**
 * Which packages are anchored on Cloudflare, by what, and which modules of other packages their API
 * anchors reach by imports (the second tier of recognition, src/project/anchored.ts): lines for
 * people, and the report's `anchoring` for `--json`.
 */
function projectAnchoring(files: string[], built: BuiltProject, display: (abs: string) => string) {
  const { anchoringOf, anchoringText, notAnchored, reasonText } = require('../project/anchored') as typeof import('../project/anchored');
  const { importedModules } = require('../project/specifiers') as typeof import('../project/specifiers');
  const a = anchoringOf(files, built.texts, display, {
    apiWordFiles: built.apiWordFiles,
    text: (abs) => built.texts.get(abs) || undefined,
    importsOf: (abs, text) => importedModules(abs, text, undefined, built.resolver).map(({ target }) => target),
  });
  const summary = a?.report() ?? notAnchored();
  const lines = [`Project: ${anchoringText(summary)}.`];
  // The line names each package; the modules of other packages they reach by imports follow it, by package.
  for (const s of summary.scopes.filter((p) => p.connected.length > 0)) {
    lines.push(`  package ${s.path}: ${s.reasons.map(reasonText).join(', ')}`);
    for (const c of s.connected) lines.push(`    and ${c} (connected by an import)`);
  }
  return { summary, text: lines.join('\n') };
}

/** Registers the `anchors` command on the command line (`argv`, as typed: the words after `--` are paths too). */
export function anchorsCommand(y: Argv, streams: Streams, argv: readonly string[]): Argv {
  return y.command(
    'anchors [paths..]',
    'what the project index recognises as Cloudflare anchors, per file',
    (a) =>
      a
        .positional('paths', { type: 'string', array: true, describe: 'files or folders (default: .)' })
        .option('json', { type: 'boolean', default: false, describe: 'print JSON' })
        // The files and configuration a run on the same paths would see.
        .option('config', { type: 'string', describe: `<file> configuration file (default: ${CONFIG_FILE} or the "cf-codemod" key of package.json)` })
        .option('extensions', { type: 'string', default: DEFAULT_EXTENSIONS.join(','), describe: '<list> code file extensions' })
        .option('ignore-pattern', { type: 'string', describe: '<glob> gitignore-style pattern to skip (repeatable)' })
        .option('gitignore', { type: 'boolean', default: true, describe: 'respect .gitignore files (--no-gitignore: visit ignored files too)' }),
    (args) => {
      const cwd = process.cwd();
      const named = [...((args.paths as string[] | undefined) ?? []), ...wordsAfterDashes(argv)];
      const paths = named.length > 0 ? named : ['.'];
      const { buildProject } = require('../project/build') as typeof import('../project/build');
      const config = loadConfig(cwd, args.config as string | undefined, knownOptions(runRegistry()));
      const extensions = splitList([String(args.extensions)]) ?? DEFAULT_EXTENSIONS;
      const ignorePatterns = asList(args.ignorePattern) ?? [];
      const discovered = discoverFiles(paths, { cwd, extensions, isTextFile: () => false, ignorePatterns, gitignore: args.gitignore as boolean });
      const built = buildProject({ files: discovered.files, config, maxFileSize: DEFAULT_MAX_FILE_SIZE });
      const display = (abs: string) => path.relative(cwd, abs).split(path.sep).join('/') || path.basename(abs);
      // Every module's anchors, exported (marked so) or kept to itself, not only the index's exports.
      const { moduleAnchors } = require('./module-anchors') as typeof import('./module-anchors');
      const files = [...moduleAnchors(built, discovered.files, config)]
        .map(([abs, listed]) => ({ path: display(abs), anchors: listed.map((l) => ({ ...entryOf(l.name, l.anchor), exported: l.exported })) }))
        .sort((a, b) => (a.path < b.path ? -1 : a.path > b.path ? 1 : 0));
      const summary = {
        files: built.stats.files,
        parsed: built.stats.parsed,
        modules: built.stats.modules,
        ms: Math.round(built.stats.ms),
        /** Modules listed: with an anchor, exported or their own. */
        listed: files.length,
      };
      const anchoring = projectAnchoring(discovered.files, built, display);
      streams.out.write(args.json ? JSON.stringify({ version: 1, files, anchoring: anchoring.summary, summary }, null, 2) + '\n' : humanText(files, summary) + anchoring.text + '\n');
    },
  );
}
