import * as fs from 'fs';
import * as path from 'path';
import type { UserConfig } from '../types';
import { UsageError } from './errors';
import { didYouMean } from './suggest';

export const CONFIG_FILE = 'cf-codemod.config.json';

/** Every configuration key, by the kind of value it takes: the one list a new key is added to. */
const LIST_KEYS = ['wrappers', 'baseConstants', 'gatewayHosts'] as const;
const BOOLEAN_KEYS = ['rewriteTunnelList'] as const;
export const CONFIG_KEYS: readonly string[] = [...LIST_KEYS, ...BOOLEAN_KEYS];

/**
 * Reads the user configuration: from `file` when given (`--config`, relative to `cwd`), else from
 * `cf-codemod.config.json` in `cwd`, else from the `cf-codemod` key of its package.json. A malformed
 * file or an unknown key is a usage error, not a silent default.
 */
export function loadConfig(cwd: string, file?: string): UserConfig {
  if (file !== undefined) return validate(readJson(path.resolve(cwd, file), file), file);
  const defaultFile = path.join(cwd, CONFIG_FILE);
  if (fs.existsSync(defaultFile)) return validate(readJson(defaultFile), CONFIG_FILE);
  const pkg = path.join(cwd, 'package.json');
  if (fs.existsSync(pkg)) {
    const json = readJson(pkg) as Record<string, unknown>;
    if (json && typeof json === 'object' && json['cf-codemod'] !== undefined) {
      return validate(json['cf-codemod'], 'package.json "cf-codemod"');
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

function validate(value: unknown, where: string): UserConfig {
  if (!value || typeof value !== 'object' || Array.isArray(value)) {
    throw new UsageError(`${where} must be a JSON object`);
  }
  const config = value as UserConfig;
  for (const key of Object.keys(config)) {
    if (!CONFIG_KEYS.includes(key)) {
      throw new UsageError(`${where}: unknown key "${key}"${didYouMean(key, CONFIG_KEYS)}; known: ${CONFIG_KEYS.join(', ')}`);
    }
  }
  for (const key of LIST_KEYS) {
    const v = config[key];
    if (v !== undefined && !(Array.isArray(v) && v.every((x) => typeof x === 'string'))) {
      throw new UsageError(`${where}: "${key}" must be an array of strings`);
    }
  }
  for (const key of BOOLEAN_KEYS) {
    const v = config[key];
    if (v !== undefined && typeof v !== 'boolean') throw new UsageError(`${where}: "${key}" must be true or false`);
  }
  return config;
}
