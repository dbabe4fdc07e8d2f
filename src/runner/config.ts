import * as fs from 'fs';
import * as path from 'path';
import type { UserConfig } from '../types';
import { UsageError } from './errors';

export const CONFIG_FILE = 'cf-codemod.config.json';

const LIST_KEYS = ['wrappers', 'baseConstants', 'gatewayHosts'] as const;

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
  try {
    return JSON.parse(fs.readFileSync(file, 'utf8'));
  } catch (e) {
    throw new UsageError(`cannot read ${path.basename(file)}: ${(e as Error).message}`);
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
  return config;
}
