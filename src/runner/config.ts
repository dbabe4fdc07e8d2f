import * as fs from 'fs';
import * as path from 'path';
import type { OptionType, Transform, TransformOption, UserConfig } from '../types';
import { UsageError } from './errors';
import { didYouMean } from './suggest';

export const CONFIG_FILE = 'cf-codemod.config.json';

/** The keys every run reads, whichever transforms it runs: the anchors the project index cannot see. */
export const CORE_OPTIONS: readonly TransformOption[] = [
  {
    name: 'wrappers',
    type: 'string[]',
    description: 'functions whose first argument is a path relative to `https://api.cloudflare.com/client/v4`.',
    default: [],
  },
  {
    name: 'baseConstants',
    type: 'string[]',
    description: 'identifiers whose value is the API base URL `https://api.cloudflare.com/client/v4`.',
    default: [],
  },
];

/** Every key a configuration may set: the core ones, then the options `transforms` declare (each name once). */
export function knownOptions(transforms: readonly Transform[]): TransformOption[] {
  const known = new Map<string, TransformOption>();
  for (const option of [...CORE_OPTIONS, ...transforms.flatMap((t) => t.options ?? [])]) {
    if (!known.has(option.name)) known.set(option.name, option);
  }
  return [...known.values()];
}

/** How each type of value is checked, and how a wrong one is told. */
const VALUE_CHECKS: { [K in OptionType]: { accepts(value: unknown): boolean; says: string } } = {
  boolean: { accepts: (v) => typeof v === 'boolean', says: 'true or false' },
  'string[]': { accepts: (v) => Array.isArray(v) && v.every((x) => typeof x === 'string'), says: 'an array of strings' },
};

/** Where a configuration was found: the file, and the key of package.json that holds it (when it is one). */
export interface ConfigSource {
  file: string;
  key?: 'cf-codemod';
}

/**
 * The configuration a run in `cwd` reads when no file is named: in `cwd`, then each folder above it
 * up to the repository root (the first folder with a `.git`; the top of the file system outside
 * git), the first `cf-codemod.config.json`, or package.json with a `"cf-codemod"` key, as ESLint and
 * Biome look for theirs. So a run from a subfolder reads the project's configuration (a bad key in
 * it is an error there too), and a configuration outside the repository is never read. `from`: the
 * folder to start in (relative to `cwd`, which messages name paths from), when not `cwd` itself.
 */
export function findConfig(cwd: string, from = cwd): ConfigSource | undefined {
  for (let dir = path.resolve(cwd, from); ; dir = path.dirname(dir)) {
    const file = path.join(dir, CONFIG_FILE);
    if (fs.existsSync(file)) return { file };
    const pkg = path.join(dir, 'package.json');
    if (fs.existsSync(pkg)) {
      const json = readJson(pkg, shownPath(cwd, pkg)) as Record<string, unknown> | null;
      if (json && typeof json === 'object' && json['cf-codemod'] !== undefined) return { file: pkg, key: 'cf-codemod' };
    }
    if (fs.existsSync(path.join(dir, '.git')) || path.dirname(dir) === dir) return undefined;
  }
}

/** A found configuration as messages name it: relative to the current directory (`../cf-codemod.config.json`). */
export function describeConfig(cwd: string, source: ConfigSource): string {
  const shown = shownPath(cwd, source.file);
  return source.key ? `${shown} "${source.key}"` : shown;
}

const shownPath = (cwd: string, file: string): string => path.relative(path.resolve(cwd), file).split(path.sep).join('/');

/**
 * Reads the user configuration: from `file` when given (`--config`, relative to `cwd`), else the
 * one findConfig finds from `cwd` up to the repository root. A malformed file, an unknown key (not
 * in `options`, see knownOptions) or a value of the wrong type is a usage error, not a silent default.
 */
export function loadConfig(cwd: string, file: string | undefined, options: readonly TransformOption[]): UserConfig {
  if (file !== undefined) return validateConfig(readJson(path.resolve(cwd, file), file), file, options);
  const found = findConfig(cwd);
  if (!found) return {};
  const where = describeConfig(cwd, found);
  const json = readJson(found.file, shownPath(cwd, found.file));
  return validateConfig(found.key ? (json as Record<string, unknown>)[found.key] : json, where, options);
}

/** The configuration a run over some paths reads, and the file it came from (none when there is none). */
export interface PathsConfig {
  config: UserConfig;
  source?: ConfigSource;
}

/**
 * The configuration of a run over `paths` (relative to `cwd`; default `.`): the file `file` names
 * (`--config`), else the one found upward from each path (a folder, or a file's folder) as ESLint and
 * Prettier find theirs, so that `cf-codemod sub/` reads `sub/cf-codemod.config.json`. Paths that find
 * different configurations (or one finds some and another none) are a usage error: one run applies
 * one configuration, and guessing which would run a package with another's anchors.
 */
export function loadConfigFor(cwd: string, paths: readonly string[], file: string | undefined, options: readonly TransformOption[]): PathsConfig {
  if (file !== undefined) return { config: loadConfig(cwd, file, options) };
  const found = new Map<string, { path: string; source?: ConfigSource }>();
  for (const p of paths.length > 0 ? paths : ['.']) {
    const abs = path.resolve(cwd, p);
    let start: string;
    try {
      start = fs.statSync(abs).isDirectory() ? abs : path.dirname(abs);
    } catch {
      continue; // not there: the run says so
    }
    const source = findConfig(cwd, start);
    const key = source ? `${source.file}\0${source.key ?? ''}` : '';
    if (!found.has(key)) found.set(key, { path: p, source });
  }
  const all = [...found.values()];
  if (all.length > 1) {
    const each = all.map((f) => `${f.path}: ${f.source ? describeConfig(cwd, f.source) : 'none'}`).join('; ');
    throw new UsageError(`the paths have different configurations (${each}): run cf-codemod on each, or name one with --config`);
  }
  const source = all[0]?.source;
  if (!source) return { config: {} };
  const json = readJson(source.file, shownPath(cwd, source.file));
  return { config: validateConfig(source.key ? (json as Record<string, unknown>)[source.key] : json, describeConfig(cwd, source), options), source };
}

function readJson(file: string, shown = path.basename(file)): unknown {
  let text: string;
  try {
    text = fs.readFileSync(file, 'utf8');
  } catch (e) {
    const err = e as NodeJS.ErrnoException;
    const why =
      err.code === 'EISDIR' ? 'it is a folder'
      : err.code === 'EACCES' ? 'permission denied'
      : err.code === 'ENOENT' ? 'no such file'
      : err.message;
    throw new UsageError(`cannot read ${shown}: ${why}`);
  }
  try {
    // Editors on Windows save JSON with a byte-order mark; JSON.parse rejects it, npm does not.
    return JSON.parse(text.replace(/^\uFEFF/, ''));
  } catch (e) {
    throw new UsageError(`${shown} is not valid JSON: ${(e as Error).message.split('\n')[0]}`);
  }
}

/** Checks a configuration (`where` names it in messages) against the keys `options` declare. */
export function validateConfig(value: unknown, where: string, options: readonly TransformOption[]): UserConfig {
  if (!value || typeof value !== 'object' || Array.isArray(value)) {
    throw new UsageError(`${where} must be a JSON object`);
  }
  const config = value as UserConfig;
  const names = options.map((o) => o.name);
  for (const key of Object.keys(config)) {
    if (!names.includes(key)) {
      throw new UsageError(`${where}: unknown key "${key}"${didYouMean(key, names)}; known: ${names.join(', ')}`);
    }
  }
  for (const option of options) {
    const v = config[option.name];
    const check = VALUE_CHECKS[option.type];
    if (v !== undefined && !check.accepts(v)) throw new UsageError(`${where}: "${option.name}" must be ${check.says}`);
  }
  return config;
}
