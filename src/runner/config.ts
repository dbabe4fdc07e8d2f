import * as fs from 'fs';
import * as path from 'path';
import type { UserConfig } from '../types';
import { UsageError } from './errors';

export const CONFIG_FILE = 'cf-codemod.config.json';

const LIST_KEYS = ['wrappers', 'baseConstants', 'gatewayHosts'] as const;
const BOOLEAN_KEYS = ['rewriteTunnelList'] as const;

/**
 * Reads the user configuration from `cf-codemod.config.json` in `cwd`, or else from the
 * `cf-codemod` key of its package.json. A malformed file is a usage error, not a silent default.
 */
export function loadConfig(cwd: string): UserConfig {
  const file = path.join(cwd, CONFIG_FILE);
  if (fs.existsSync(file)) return validate(readJson(file), CONFIG_FILE);
  const pkg = path.join(cwd, 'package.json');
  if (fs.existsSync(pkg)) {
    const json = readJson(pkg) as Record<string, unknown>;
    if (json && typeof json === 'object' && json['cf-codemod'] !== undefined) {
      return validate(json['cf-codemod'], 'package.json "cf-codemod"');
    }
  }
  return {};
}

function readJson(file: string): unknown {
  let text: string;
  try {
    text = fs.readFileSync(file, 'utf8');
  } catch (e) {
    const err = e as NodeJS.ErrnoException;
    const why = err.code === 'EISDIR' ? 'it is a folder' : err.code === 'EACCES' ? 'permission denied' : err.message;
    throw new UsageError(`cannot read ${path.basename(file)}: ${why}`);
  }
  try {
    // Editors on Windows save JSON with a byte-order mark; JSON.parse rejects it, npm does not.
    return JSON.parse(text.replace(/^\uFEFF/, ''));
  } catch (e) {
    throw new UsageError(`${path.basename(file)} is not valid JSON: ${(e as Error).message.split('\n')[0]}`);
  }
}

function validate(value: unknown, where: string): UserConfig {
  if (!value || typeof value !== 'object' || Array.isArray(value)) {
    throw new UsageError(`${where} must be a JSON object`);
  }
  const config = value as UserConfig;
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
