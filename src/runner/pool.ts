import * as fs from 'fs';
import * as os from 'os';
import * as path from 'path';
import type { FileJob, FileOutcome } from './file-job-types';
import type { ProjectData } from '../project/types';

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
 * The project index's data (with the list of every file of the run) is the same for every job: it
 * goes to each thread once, when the thread starts (`workerData`), and jobs travel without it, so
 * what is copied to the threads grows with the candidates, not with candidates × files.
 */

/** The candidate files of a run: how many, and their size. */
export interface CandidateLoad {
  files: number;
  bytes: number;
}

/*
 * What a candidate file costs in one thread (parse, every due transform, print, verify), measured on
 * 2 cores (README, "Performance"): a few milliseconds per file plus about a millisecond per KiB. A
 * thread costs about 0.1 s to start and load the parsers, and its first files run slowly until its own
 * JIT has warmed up; so threads pay only from some hundreds of milliseconds of work on.
 */
const MS_PER_FILE = 4;
const MS_PER_KIB = 1.2;
/** Estimated work from which a run uses threads. */
export const THREADS_FROM_MS = 600;
/** Work each thread should get at least, so that it pays for its start-up. */
const MS_PER_THREAD = 300;

export const estimatedMs = (load: CandidateLoad): number => load.files * MS_PER_FILE + (load.bytes / 1024) * MS_PER_KIB;

/**
 * How many worker threads a run uses: none (everything in this thread) when `cpus` is 1, by default
 * on a machine of two cores or fewer, when there
 * are fewer than two candidate files, or when the candidates are too little work (or, when
 * `minFiles` is given, fewer than `minFiles` files); otherwise at least two, one per MS_PER_THREAD of
 * work, and at most `cpus` (default: the cores) and the number of candidates.
 */
export function threadsFor(load: CandidateLoad, cpus: number | undefined, minFiles?: number): number {
  // One Node process already keeps about 1.3 cores busy (its collector and compiler run beside it):
  // on two cores, threads measured no faster on the dense bench corpus and took 100+ MiB more, so by
  // default they are used only where there are more cores. `--cpus` still asks for them anywhere.
  if (cpus === undefined && os.availableParallelism() <= 2) return 0;
  const max = cpus ?? os.availableParallelism();
  if (max < 2 || load.files < 2) return 0;
  const ms = estimatedMs(load);
  if (minFiles !== undefined ? load.files < minFiles : ms < THREADS_FROM_MS) return 0;
  return Math.min(max, load.files, Math.max(2, Math.floor(ms / MS_PER_THREAD)));
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

/** A transform as a thread loads it: its id, in the module that defines it. */
export interface TransformRef {
  id: string;
  module: string;
}

/** What every thread of a pool receives once, when it starts (see worker.ts). */
export interface PoolData {
  /** The project index's data, which every job of the run would otherwise carry. */
  project?: ProjectData;
}

/** How long a thread asked to stop may take before it is terminated (its work is of no use by then). */
const TERMINATE_AFTER_MS = 50;

/**
 * Starts `threads` worker threads that run the transforms `refs` name, in that order. `project`, the
 * run's project data, is sent to each thread once; a job that carries this same data is sent without it.
 */
export function createPool(script: string, threads: number, refs: TransformRef[], project?: ProjectData): FilePool {
  // Loaded here, not at the top: only runs that use threads pay for it.
  const workerpool = require('workerpool') as typeof import('workerpool');
  const data: PoolData = { project };
  const pool = workerpool.pool(script, {
    minWorkers: threads,
    maxWorkers: threads,
    workerType: 'thread',
    workerThreadOpts: { workerData: data },
    // A thread busy with a file does not read the pool's request to stop: on Ctrl-C (`close(true)`)
    // it is terminated after this long instead of workerpool's default second.
    workerTerminateTimeout: TERMINATE_AFTER_MS,
  });
  return {
    threads,
    process: (job) =>
      new Promise<FileOutcome>((resolve, reject) => {
        const { project: own, ...rest } = job;
        const sent: FileJob = own !== undefined && own === project ? rest : job;
        pool.exec('processFile', [sent, refs]).then(resolve, reject);
      }),
    close: async (force = false) => {
      await pool.terminate(force);
    },
  };
}
