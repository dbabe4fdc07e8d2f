import * as path from 'path';
import type { Finding, Transform, UserConfig } from '../types';
import { registry } from '../../transforms';
import { loadConfig } from './config';
import { UsageError } from './errors';
import { discoverFiles } from './files';
import { dirtyWorkTrees } from './git';
import { textSupportFor } from './process';
import { processFile, type FileOutcome } from './file-job';
import { exitCodeFor, summarise, type FileReport, type Report } from './report';
import { removePendingTempFiles, writeFileAtomic } from './write';

export const DEFAULT_EXTENSIONS = ['js', 'jsx', 'mjs', 'cjs', 'ts', 'tsx', 'mts', 'cts'];
export const DEFAULT_MAX_FILE_SIZE = 1024 * 1024;

export interface RunOptions {
  /** Files or folders (default: the current directory). */
  paths?: string[];
  /** What relative paths are relative to (default: process.cwd()). */
  cwd?: string;
  /** Transform ids to run (default: every transform due by `asOf`). */
  transforms?: string[];
  /** YYYY-MM-DD: run the transforms whose end of life is on or before this date (default: today). */
  asOf?: string;
  /** Write nothing (the report says what would be modified). */
  dry?: boolean;
  /** Write nothing; the CLI prints each transformed file. */
  print?: boolean;
  /** Write nothing; `exitCode` is 1 when anything would change or an unwaived finding stands. */
  check?: boolean;
  /** Write even when the git work tree has uncommitted changes. */
  force?: boolean;
  /** Insert review markers above findings (default true). */
  markers?: boolean;
  extensions?: string[];
  ignorePatterns?: string[];
  /** Respect .gitignore files (default true). */
  gitignore?: boolean;
  /** Visit the non-code files that transforms declare (.env, JSON, YAML, Markdown; default true). */
  textFiles?: boolean;
  /** Files larger than this many bytes are skipped (default 1 MiB). */
  maxFileSize?: number;
  /** Worker threads for large runs (default: chosen from the candidate count and the cores). */
  cpus?: number;
  /** Configuration; default: read from cf-codemod.config.json or package.json in `cwd`. */
  config?: UserConfig;
  /** Called once per visited file, in path order, with the text before and after when it changed. */
  onFile?: (outcome: FileOutcome, index: number, total: number) => void;
}

export interface RunResult extends Report {
  /** The exit code the command line uses for this report. */
  exitCode: 0 | 1 | 3;
}

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

/** The transforms a run applies: named ones (unknown ids are a usage error) that are due by `asOf`, in registry order. */
export function selectTransforms(ids: string[] | undefined, asOf: string): Transform[] {
  const wanted = (ids ?? []).flatMap((id) => id.split(',')).map((id) => id.trim()).filter(Boolean);
  const unknown = wanted.filter((id) => !registry.some((t) => t.id === id));
  if (unknown.length > 0) {
    throw new UsageError(
      `unknown transform ${unknown.map((u) => `"${u}"`).join(', ')}; known: ${registry.map((t) => t.id).join(', ')}`,
    );
  }
  return registry.filter((t) => t.eol <= asOf && (wanted.length === 0 || wanted.includes(t.id)));
}

const toDisplay = (cwd: string, abs: string): string => {
  const rel = path.relative(cwd, abs);
  return (rel === '' ? path.basename(abs) : rel).split(path.sep).join('/');
};

/**
 * Runs the codemod: lists files, runs every due transform on one parse of each candidate file,
 * writes changed files atomically (unless dry, print or check) and returns the report `--json` prints.
 * Usage errors throw `UsageError` (exit code 2) before anything is read or written.
 */
export async function run(options: RunOptions = {}): Promise<RunResult> {
  const cwd = path.resolve(options.cwd ?? process.cwd());
  const asOf = validateDate(options.asOf ?? today());
  const transforms = selectTransforms(options.transforms, asOf);
  const writing = !options.dry && !options.print && !options.check;
  const textFiles = options.textFiles !== false;
  const config = options.config ?? loadConfig(cwd);
  const paths = options.paths && options.paths.length > 0 ? options.paths : ['.'];
  const extensions = options.extensions ?? DEFAULT_EXTENSIONS;
  const codeExt = new Set(extensions.map((e) => e.replace(/^\./, '').toLowerCase()));
  const isCode = (name: string) => codeExt.has(path.extname(name).slice(1).toLowerCase());
  const isTextFile = (name: string) => textFiles && !isCode(name) && transforms.some((t) => textSupportFor(name, t));

  const discovered = discoverFiles(paths, {
    cwd,
    extensions,
    isTextFile,
    ignorePatterns: options.ignorePatterns ?? [],
    gitignore: options.gitignore !== false,
  });

  if (writing && !options.force) {
    const dirty = dirtyWorkTrees(paths.map((p) => {
      const abs = path.resolve(cwd, p);
      return discovered.files.includes(abs) ? path.dirname(abs) : abs;
    }));
    if (dirty.length > 0) {
      throw new UsageError(
        `the git working tree has uncommitted changes (${dirty.join(', ')}): commit or stash them first, or pass --force`,
      );
    }
  }

  const files: FileReport[] = [];
  const findings: Finding[] = [];
  let interrupted = false;
  const onSigint = () => {
    interrupted = true;
  };
  process.once('SIGINT', onSigint);
  try {
    const total = discovered.files.length;
    for (let i = 0; i < total && !interrupted; i++) {
      const abs = discovered.files[i];
      const rel = toDisplay(cwd, abs);
      const outcome = processFile(
        {
          abs,
          rel,
          mode: isCode(abs) ? 'code' : 'text',
          markers: options.markers !== false,
          config,
          maxFileSize: options.maxFileSize ?? DEFAULT_MAX_FILE_SIZE,
        },
        transforms,
      );
      if (writing && outcome.after !== undefined) {
        try {
          writeFileAtomic(abs, outcome.after);
        } catch (e) {
          outcome.report = { path: rel, status: 'error', transforms: [], error: `cannot write: ${(e as Error).message}` };
        }
      }
      files.push(outcome.report);
      findings.push(...outcome.findings);
      options.onFile?.(outcome, i, total);
      // Let a pending SIGINT be handled between files, never in the middle of a write.
      if (i % 16 === 15) await new Promise((resolve) => setImmediate(resolve));
    }
  } finally {
    process.removeListener('SIGINT', onSigint);
    removePendingTempFiles();
  }
  if (interrupted) throw new InterruptedError(files.length);

  for (const s of discovered.skipped) files.push({ path: toDisplay(cwd, s.file), status: 'skipped', transforms: [], reason: s.reason });
  files.sort((a, b) => (a.path < b.path ? -1 : a.path > b.path ? 1 : 0));
  const report: Report = {
    version: 1,
    asOf,
    transforms: transforms.map((t) => t.id),
    files,
    findings,
    summary: summarise(files, findings),
  };
  return { ...report, exitCode: exitCodeFor(report, !!options.check) };
}

/** The run stopped on SIGINT; every file already handled was written whole, no temp file remains. */
export class InterruptedError extends Error {
  readonly exitCode = 130;
  constructor(readonly filesDone: number) {
    super(`interrupted after ${filesDone} files; every file written so far is complete, nothing half-written`);
    this.name = 'InterruptedError';
  }
}
