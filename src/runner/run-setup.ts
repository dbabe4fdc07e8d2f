import * as fs from 'fs';
import * as path from 'path';
import type { Transform, UserConfig } from '../types';
import { describeConfig, knownOptions, loadConfigFor, validateConfig, type ConfigSource } from './config';
import { UsageError } from './errors';
import { didYouMean } from './suggest';
import { discoverFiles, type Discovered } from './files';
import { workTreeStates } from './git';
import { someTextSupport } from './prefilter';
import { linkTarget } from './write';
import { CloudflareVersions } from '../project/cloudflare-version';
import { DEFAULT_EXTENSIONS, DEFAULT_MAX_FILE_SIZE, type RunOptions } from './run-options';

/*
 * A run's set-up, before anything is read or written: the options checked (a usage error throws here),
 * the transforms chosen, the configuration found, the files listed, the git guard asked. What the
 * steps after it share is `RunSetup`.
 */

const DATE = /^\d{4}-\d{2}-\d{2}$/;

export function today(): string {
  const d = new Date();
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`;
}

export function validateDate(value: string): string {
  const ok = DATE.test(value) && !Number.isNaN(Date.parse(`${value}T00:00:00Z`)) &&
    new Date(`${value}T00:00:00Z`).toISOString().startsWith(value);
  if (!ok) throw new UsageError(`--as-of must be a date written YYYY-MM-DD, got "${value}"`);
  return value;
}

/**
 * The transforms a run applies, chosen `from` a list (the registry, say): the ones named by `ids`
 * (unknown ids are a usage error), or all when none is named, that are due by `asOf`, in list order.
 */
export function selectTransforms(ids: readonly string[] | undefined, asOf: string, from: readonly Transform[]): Transform[] {
  const wanted = (ids ?? []).flatMap((id) => id.split(',')).map((id) => id.trim()).filter(Boolean);
  const known = from.map((t) => t.id);
  const twice = known.find((id, i) => known.indexOf(id) !== i);
  if (twice !== undefined) throw new UsageError(`two transforms have the id "${twice}": ids name one transform each`);
  // `-t "$EMPTY"` must not quietly mean every transform (and, on a writing run, write).
  if (ids && ids.length > 0 && wanted.length === 0) {
    throw new UsageError(`--transform needs a transform id; known: ${known.join(', ')}`);
  }
  const unknown = wanted.filter((id) => !known.includes(id));
  if (unknown.length > 0) throw unknownTransforms(unknown, known);
  return from.filter((t) => t.eol <= asOf && (wanted.length === 0 || wanted.includes(t.id)));
}

/** The usage error for ids no transform has, each with the nearest known id, then every known id. */
export function unknownTransforms(unknown: readonly string[], known: readonly string[]): UsageError {
  return new UsageError(`unknown transform ${unknown.map((u) => `"${u}"${didYouMean(u, known)}`).join(', ')}; known: ${known.join(', ')}`);
}

/** A file's path as the report shows it: relative to `cwd`, with forward slashes. */
export const toDisplay = (cwd: string, abs: string): string => {
  // A file under cwd (both are resolved paths): its path after cwd, without path.relative's work (once per file of the run).
  if (abs.length > cwd.length + 1 && abs[cwd.length] === path.sep && abs.startsWith(cwd)) {
    const rel = abs.slice(cwd.length + 1);
    return path.sep === '/' ? rel : rel.split(path.sep).join('/');
  }
  const rel = path.relative(cwd, abs);
  return (rel === '' ? path.basename(abs) : rel).split(path.sep).join('/');
};

/** `--output-file` naming a file the run visits: the report would overwrite the file (or the run, the report). */
function refuseVisited(cwd: string, outputFile: string, visited: readonly string[]): void {
  // The report is written through a symbolic link (writeOutputFile): what counts is the link's target.
  let target = path.resolve(cwd, outputFile);
  try {
    target = linkTarget(target);
  } catch {
    /* a loop of links: refused as not writable by the command line */
  }
  let real = target;
  try {
    real = fs.realpathSync(target);
  } catch {
    /* not there yet: not visited either */
  }
  if (visited.some((f) => f === target || f === real)) {
    throw new UsageError(`--output-file ${outputFile} is one of the files the run visits: write the report outside the paths, or ignore it with --ignore-pattern`);
  }
}

/** What the steps of a run share once it is set up. */
export interface RunSetup {
  options: RunOptions;
  cwd: string;
  asOf: string;
  /** The transforms the run applies (due by `asOf`, named by `only`). */
  transforms: Transform[];
  config: UserConfig;
  /** Unused waivers are told (the run leaves out no transform that is due today). */
  checkWaivers: boolean;
  /** Changed files are written (not dry, print or check). */
  writing: boolean;
  markers: boolean;
  maxFileSize: number;
  /** Whether a file is code (by its extension), not a text file a transform reads. */
  isCode: (name: string) => boolean;
  discovered: Discovered;
  /** A file's path as the report shows it. */
  display: (abs: string) => string;
  /** The versions of `cloudflare` each file can be running with (read once per folder in this run). */
  sdkVersions: CloudflareVersions;
}

/**
 * Checks the options, chooses the transforms, finds the configuration, lists the files and asks the
 * git guard; then says the notes of a run that goes ahead (`onWarning`). Usage errors throw `UsageError`.
 */
export function prepareRun(options: RunOptions): RunSetup {
  const cwd = path.resolve(options.cwd ?? process.cwd());
  const asOf = validateDate(options.asOf ?? today());
  const transforms = selectTransforms(options.only, asOf, options.transforms);
  // A waiver may be for a transform the run leaves out: unused ones are told only when the run leaves
  // out none that is due today (one whose end of life is still to come has never reported anything).
  const now = today();
  const checkWaivers = options.transforms.every((t) => t.eol > now || transforms.includes(t));
  const writing = !options.dry && !options.print && !options.check;
  const textFiles = options.textFiles !== false;
  const known = knownOptions(options.transforms);
  const paths = options.paths && options.paths.length > 0 ? options.paths : ['.'];
  let configSource: ConfigSource | undefined;
  let config: UserConfig;
  if (options.config !== undefined) config = validateConfig(options.config, 'the config option', known);
  else ({ config, source: configSource } = loadConfigFor(cwd, paths, undefined, known));
  const extensions = options.extensions ?? DEFAULT_EXTENSIONS;
  const codeExt = new Set(extensions.map((e) => e.replace(/^\./, '').toLowerCase()));
  const isCode = (name: string) => codeExt.has(path.extname(name).slice(1).toLowerCase());
  const textSupport = someTextSupport(transforms);
  const isTextFile = (name: string) => textFiles && !isCode(name) && textSupport(name);

  if (options.cpus !== undefined && !(Number.isInteger(options.cpus) && options.cpus >= 1)) {
    throw new UsageError(`--cpus takes a whole number of at least 1, got "${options.cpus}"`);
  }

  const discovered = discoverFiles(paths, {
    cwd,
    extensions,
    isTextFile,
    ignorePatterns: options.ignorePatterns ?? [],
    gitignore: options.gitignore !== false,
  });

  if (options.outputFile !== undefined) refuseVisited(cwd, options.outputFile, [...discovered.files, ...discovered.skipped.map((s) => s.file)]);
  if (writing && !options.force) guardWorkTrees(cwd, paths, discovered.files);

  // Said once the run is sure to go ahead (a usage error is one line on stderr, alone).
  for (const note of discovered.notes) options.onWarning?.(note);
  // A configuration file in a visited folder that the run does not read (it is below the paths given):
  // said, not silently passed over. Only when the run looked its configuration up (none was given).
  if (options.config === undefined) {
    for (const file of discovered.configFiles) {
      if (file === configSource?.file) continue;
      const shown = describeConfig(cwd, { file });
      options.onWarning?.(
        `${shown} is not read: configuration is looked up from each path given and the folders above it${configSource ? ` (this run reads ${describeConfig(cwd, configSource)})` : ''}; run cf-codemod on ${path.dirname(shown)}, or name it with --config`,
      );
    }
  }
  return {
    options,
    cwd,
    asOf,
    transforms,
    config,
    checkWaivers,
    writing,
    markers: options.markers !== false,
    maxFileSize: options.maxFileSize ?? DEFAULT_MAX_FILE_SIZE,
    isCode,
    discovered,
    display: (abs) => toDisplay(cwd, abs),
    sdkVersions: new CloudflareVersions(),
  };
}

/** The git guard of a writing run: a work tree with uncommitted changes, or whose state git cannot tell, is a usage error. */
function guardWorkTrees(cwd: string, paths: string[], files: string[]): void {
  const { dirty, unknown } = workTreeStates(paths.map((p) => {
    const abs = path.resolve(cwd, p);
    return files.includes(abs) ? path.dirname(abs) : abs;
  }));
  if (dirty.length > 0) {
    throw new UsageError(
      `the git working tree has uncommitted changes (${dirty.join(', ')}): commit or stash them first, or pass --force`,
    );
  }
  // A tree whose state cannot be known counts as dirty (contract): git missing, or refusing it.
  if (unknown.length > 0) {
    const { dir, reason } = unknown[0];
    throw new UsageError(`cannot tell whether ${dir} has uncommitted changes: ${reason}; pass --force to write anyway`);
  }
}
