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

/**
 * Reads the user configuration: from `file` when given (`--config`, relative to `cwd`), else from
 * `cf-codemod.config.json` in `cwd`, else from the `cf-codemod` key of its package.json. A malformed
 * file, an unknown key (not in `options`, see knownOptions) or a value of the wrong type is a usage
 * error, not a silent default.
 */
export function loadConfig(cwd: string, file: string | undefined, options: readonly TransformOption[]): UserConfig {
  if (file !== undefined) return validateConfig(readJson(path.resolve(cwd, file), file), file, options);
  const defaultFile = path.join(cwd, CONFIG_FILE);
  if (fs.existsSync(defaultFile)) return validateConfig(readJson(defaultFile), CONFIG_FILE, options);
  const pkg = path.join(cwd, 'package.json');
  if (fs.existsSync(pkg)) {
    const json = readJson(pkg) as Record<string, unknown>;
    if (json && typeof json === 'object' && json['cf-codemod'] !== undefined) {
      return validateConfig(json['cf-codemod'], 'package.json "cf-codemod"', options);
    }
  }
  return {};
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
