import type { Transform, UserConfig } from '../types';
import type { FileOutcome } from './file-job-types';
import type { Report } from './report';

/* What a run is asked (the programmatic API's options, the command line's flags) and what it returns. */

export const DEFAULT_EXTENSIONS = ['js', 'jsx', 'mjs', 'cjs', 'ts', 'tsx', 'mts', 'cts', 'vue', 'svelte', 'astro'];
export const DEFAULT_MAX_FILE_SIZE = 1024 * 1024;

export interface RunOptions {
  /** Files or folders (default: the current directory). */
  paths?: string[];
  /** What relative paths are relative to (default: process.cwd()). */
  cwd?: string;
  /**
   * The transforms the run chooses from (the package's `registry`, transforms of your own, or both),
   * in the order they run. The run applies those due by `asOf` (and named in `only`, when given).
   */
  transforms: readonly Transform[];
  /** Ids among `transforms` to run (each may be comma-separated; default: every one due by `asOf`). */
  only?: readonly string[];
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
  /**
   * Skip files found in folders that look minified, compiled (build output) or generated (default
   * true), and let no follow-up edit one; files named in `paths` are always visited.
   */
  skipMinified?: boolean;
  /**
   * Threads: 1 keeps every file in this thread, but for a candidate of 128 KiB or more, which gets a
   * thread of its own so that a signal can stop its transform; n > 1 allows up to n worker threads when there are
   * enough candidate files (default: the number of cores). A run stays in this thread when one of its
   * transforms has no `module` a thread can load it from.
   */
  cpus?: number;
  /**
   * Candidate files from which worker threads are used, instead of the default estimate of the
   * candidates' work (see pool.ts); for tests and tuning.
   */
  workerThreshold?: number;
  /** Build the project index first, so that anchors imported from other modules count (default true). */
  project?: boolean;
  /**
   * Configuration, validated as a file is (the core keys and the options `transforms` declare);
   * default: the one found upward from each path up to the repository root (cf-codemod.config.json or
   * package.json; see loadConfigFor), and a configuration file inside the visited folders that is not
   * read is said (`onWarning`).
   */
  config?: UserConfig;
  /** What the run says aside from its report, once each (the command line prints it on stderr): a configuration file it does not read, a fallback. */
  onWarning?: (message: string) => void;
  /** Called once per visited file, in path order, with the text before and after when it changed. */
  onFile?: (outcome: FileOutcome, index: number, total: number) => void;
  /**
   * Where the caller writes the report afterwards (the command line's `--output-file`): a usage
   * error, before anything is read or written, when it is one of the files the run visits.
   */
  outputFile?: string;
}

export interface RunResult extends Report {
  /** The exit code the command line uses for this report. */
  exitCode: 0 | 1 | 3;
}
