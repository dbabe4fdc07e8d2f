import * as fs from 'fs';
import * as path from 'path';
import type { API, FileInfo, Options } from 'jscodeshift';
import type { OptionType, Transform, TransformOption, UserConfig } from './types';
import { GLUED_TAIL_ID, GLUED_TAIL_MESSAGE, UNTRACED_ID, UNTRACED_MESSAGE, type MessageTable } from './messages';
import { processSource } from './runner/process';
import { knownOptions, loadConfig, validateConfig } from './runner/config';
import { UsageError } from './runner/errors';
import { apiAnchorWords } from './cloudflare/anchors/anchor-words';
import { CloudflareVersions } from './project/cloudflare-version';

/** A transform as jscodeshift runs it (default export of each transforms/<id> file) that also carries its registry entry. */
export interface DefinedTransform {
  (file: FileInfo, api: API, options: Options): string | undefined;
  transform: Transform;
}

/**
 * Makes one deprecation both a registry entry and a plain jscodeshift transform:
 * `npx jscodeshift -t dist/transforms/<id>.js src/` parses each file with the parser its extension
 * calls for (whatever --parser says), reads the configuration as the command line does (see
 * jscodeshiftConfig) and the versions of `cloudflare` each file runs with (src/project/cloudflare-version.ts),
 * reports findings through `api.report`, and inserts review markers unless run with `--markers=false`.
 * Generic over the transform's message table, so its reports name only the ids it declares and fill
 * the placeholders their texts hold.
 */
export function defineTransform<const M extends MessageTable>(definition: Transform<M>): DefinedTransform {
  const transform: Transform = { ...(definition as Transform), anchors: definition.anchors ?? apiAnchorWords };
  // The engine reports the declared untraced endpoints with one message of its own (src/cloudflare/untraced/untraced.ts).
  if (definition.untraced?.length) transform.messages = { ...transform.messages, [UNTRACED_ID]: UNTRACED_MESSAGE };
  // …and the glued-tail one, when a run-time tail may reach one of them (an `exact` template it may leave).
  if (definition.untraced?.some((u) => !u.exact)) transform.messages = { ...transform.messages, [GLUED_TAIL_ID]: GLUED_TAIL_MESSAGE };
  const run = (file: FileInfo, api: API, options: Options): string | undefined => {
    let config: UserConfig;
    try {
      config = jscodeshiftConfig(options, transform);
    } catch (e) {
      // jscodeshift prints the message of the error and its stack: a user's mistake needs no stack.
      if (e instanceof UsageError) e.stack = '';
      throw e;
    }
    const sdkVersions = versionsOf(options).of(file.path);
    const result = processSource({ input: file.source, filePath: file.path, transforms: [transform], options: {
      markers: options.markers !== false && options.markers !== 'false',
      config,
      displayPath: file.path,
      ...(sdkVersions ? { sdkVersions } : {}),
    } });
    for (const f of result.findings) {
      if (!f.waived) api.report(`${f.line}:${f.column} ${transform.id}: ${f.message}`);
    }
    if (result.error) throw new Error(result.error);
    return result.output;
  };
  return Object.assign(run, { transform });
}

/** jscodeshift passes the same options object for every file of a run: the configuration is read once. */
const configs = new WeakMap<Options, UserConfig>();

/** The versions of `cloudflare` each file runs with, as the command line reads them (one reader per run, see configs). */
const versionReaders = new WeakMap<Options, CloudflareVersions>();
function versionsOf(options: Options): CloudflareVersions {
  let reader = versionReaders.get(options);
  if (!reader) versionReaders.set(options, (reader = new CloudflareVersions()));
  return reader;
}

/**
 * The configuration of a jscodeshift run, validated as the command line validates it: the file
 * `--config=<file>` names, else the one findConfig finds from the current directory up to the
 * repository root; then the options given on jscodeshift's command line (`--gatewayHosts=a,b`,
 * `--rewriteTunnelList=true`), which win. A bad configuration fails every file with the message.
 */
export function jscodeshiftConfig(options: Options, transform: Transform): UserConfig {
  let config = configs.get(options);
  if (config) return config;
  const known = packageOptions(transform);
  const file = typeof options.config === 'string' ? options.config : undefined;
  const given: UserConfig = {};
  for (const option of known) {
    if (options[option.name] !== undefined) given[option.name] = fromCommandLine(option.type, options[option.name]);
  }
  config = { ...loadConfig(process.cwd(), file, known), ...validateConfig(given, 'the jscodeshift command line', known) };
  configs.set(options, config);
  return config;
}

/** jscodeshift hands on `--name=value` as the value parsed as JSON when it is JSON, else as text (a repeated option as a list). */
function fromCommandLine(type: OptionType, value: unknown): unknown {
  if (type === 'string[]' && typeof value === 'string') return value.split(',').map((s) => s.trim()).filter(Boolean);
  if (type === 'boolean' && (value === 'true' || value === 'false')) return value === 'true';
  return value;
}

/**
 * Every option a configuration may set. A jscodeshift run loads one transform, not the registry, so
 * `npm run build` lists the options of every transform of the package in dist/options.json (beside
 * dist/src/, or under dist/ when this file runs from its TypeScript source); this transform's own are
 * added, for a transform of yours.
 */
function packageOptions(transform: Transform): TransformOption[] {
  const listed = [path.join(__dirname, '..', 'options.json'), path.join(__dirname, '..', 'dist', 'options.json')].find((f) => fs.existsSync(f));
  const all = listed ? (JSON.parse(fs.readFileSync(listed, 'utf8')) as TransformOption[]) : [];
  return knownOptions([{ ...transform, options: [...all, ...(transform.options ?? [])] }]);
}
