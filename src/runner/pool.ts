import * as fs from 'fs';
import * as os from 'os';
import * as path from 'path';
import type { FileJob, FileOutcome } from './file-job';

/*
 * Worker threads for runs with many candidate files.
 *
 * The pool is workerpool (https://github.com/josdejong/workerpool), chosen over piscina because it is
 * CommonJS like the rest of the package, has no dependencies at all (piscina 4 and 5 carry
 * per-platform optional native packages, which trip `npm ci` on lock files written elsewhere), runs on
 * Node's worker_threads, replaces a worker that dies, and is maintained. It is required only when a
 * run decides to use threads, so `--help`, `list` and small runs never load it.
 *
 * Only candidate files travel to the threads: the main thread reads every file once for the prefilter
 * and settles the others itself. A job and its outcome are plain data (paths, options, report, findings,
 * text before and after); files are written by the main thread, in path order, never by a worker.
 */

/**
 * Candidate files from which a run uses worker threads (unless told the thread count). Measured on
 * 2 cores (README, "Performance"): a thread costs about 0.1 s to start and load the parsers, while a
 * candidate file costs 5 to 20 ms to parse, transform and print; below this many candidates the
 * threads' start-up eats what they save.
 */
export const WORKER_THRESHOLD = 24;

/** At least this many candidates per thread, so a thread pays for its start-up. */
const CANDIDATES_PER_THREAD = 8;

/**
 * How many worker threads a run uses: none (in-process) when `cpus` is 1, or when there are fewer than
 * `threshold` candidate files; otherwise up to `cpus` (default: the cores), at most one per
 * CANDIDATES_PER_THREAD candidates, and never fewer than two (one thread alone only adds a hop).
 */
export function threadsFor(candidates: number, cpus: number | undefined, threshold = WORKER_THRESHOLD): number {
  const max = cpus ?? os.availableParallelism();
  if (max < 2 || candidates < Math.max(threshold, 2)) return 0;
  return Math.max(2, Math.min(max, Math.floor(candidates / CANDIDATES_PER_THREAD)));
}

/**
 * The compiled worker entry. Beside this file once built (dist/src/runner/); when this module runs
 * from TypeScript sources (ts-jest), the built copy that `npm run build` leaves under dist/.
 */
export function workerScript(): string | undefined {
  const candidates = [
    path.join(__dirname, 'worker.js'),
    path.join(__dirname, '..', '..', 'dist', 'src', 'runner', 'worker.js'),
  ];
  return candidates.find((file) => fs.existsSync(file));
}

export interface FilePool {
  readonly threads: number;
  /** Runs processFile on a worker thread; rejects only when the thread itself failed. */
  process(job: FileJob): Promise<FileOutcome>;
  /** Stops the threads; `force` does not wait for the files they are working on. */
  close(force?: boolean): Promise<void>;
}

/** Starts `threads` worker threads that run the transforms named by `transformIds`. */
export function createPool(script: string, threads: number, transformIds: string[]): FilePool {
  // Loaded here, not at the top: only runs that use threads pay for it.
  const workerpool = require('workerpool') as typeof import('workerpool');
  const pool = workerpool.pool(script, {
    minWorkers: threads,
    maxWorkers: threads,
    workerType: 'thread',
  });
  return {
    threads,
    process: (job) =>
      new Promise<FileOutcome>((resolve, reject) => {
        pool.exec('processFile', [job, transformIds]).then(resolve, reject);
      }),
    close: async (force = false) => {
      await pool.terminate(force);
    },
  };
}
