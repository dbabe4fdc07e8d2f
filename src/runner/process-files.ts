import type { Transform } from '../types';
import type { FileJob, FileOutcome } from './file-job-types';
import { createPool, threadsFor, workerScript, type FilePool, type TransformRef } from './pool';
import type { SignalWatch } from './interrupt';
import type { RunIndex } from './run-index';
import type { RunOutput } from './run-output';
import type { RunSetup } from './run-setup';
import type { Triaged } from './triage';

// Loaded at the first file that needs them: a run whose files the prefilter settles loads no parser,
// engine or transform (the files' own work is in file-job.ts and process.ts).
const fileJob = () => require('./file-job') as typeof import('./file-job');
const readJob = (job: FileJob) => (require('./read-job') as typeof import('./read-job')).readJob(job);

/** Candidate files from this size on are sent to the threads one at a time (their trees are large). */
const LARGE_FILE_BYTES = 128 * 1024;

const nextTurn = () => new Promise((resolve) => setImmediate(resolve));

/** How worker threads load the transforms, or undefined when one of them cannot be loaded there (no `module`). */
function threadRefs(transforms: readonly Transform[]): TransformRef[] | undefined {
  const refs: TransformRef[] = [];
  for (const t of transforms) {
    if (t.module === undefined) return undefined;
    refs.push({ id: t.id, module: t.module });
  }
  return refs;
}

/** A worker thread died on a file (out of memory, say): that file is an error, the run goes on. */
const workerFailure = (rel: string, e: Error): FileOutcome => ({
  report: { path: rel, status: 'error', transforms: [], error: `worker thread failed: ${e?.message ?? e}` },
  findings: [],
});

/** The worker threads a run started: the run closes them whatever happens (`close`). */
export class RunThreads {
  pool?: FilePool;
  /** With no pool, a thread of its own for large candidates, whose transform a signal can stop (terminate). */
  alone?: FilePool;

  /** Threads still busy (after Ctrl-C, or an exception from onFile) are stopped, not waited for, unless the run completed. */
  async close(completed: boolean): Promise<void> {
    await Promise.all([this.pool?.close(!completed), this.alone?.close(!completed)]);
  }
}

/** The job of one file of the run, plain data for this thread or a worker. */
export function jobFor(setup: RunSetup, { project, anchoring }: RunIndex, abs: string): FileJob {
  const anchored = anchoring?.of(abs);
  const sdkVersions = setup.sdkVersions.of(abs);
  const { options } = setup;
  return {
    abs,
    rel: setup.display(abs),
    mode: setup.isCode(abs) ? 'code' : 'text',
    markers: setup.markers,
    config: setup.config,
    maxFileSize: setup.maxFileSize,
    // With no module exporting an anchor, still the run's files: a transform's follow-up on a module (ctx.defer) resolves with them.
    project: project?.data ?? project?.built.data,
    ...(anchored ? { anchoring: anchored } : {}),
    // Known here for every file: step 0 scanned the texts (with the index) or the package.json files (without it).
    runAnchored: anchoring !== undefined,
    ...(sdkVersions ? { sdkVersions } : {}),
    skipMinified: options.skipMinified !== false && !setup.discovered.named.has(abs),
    guardModules: options.skipMinified !== false,
    unusedWaivers: setup.checkWaivers,
  };
}

/** What steps 2 and 3 work with. */
export interface ProcessInput {
  setup: RunSetup;
  index: RunIndex;
  triaged: Triaged;
  signals: SignalWatch;
  threads: RunThreads;
  out: RunOutput;
}

/**
 * Steps 2 and 3 of a run. 2: worker threads only when the candidates are enough work to make up for
 * the threads' start-up. 3: every file's outcome (settled by the prefilter, or processed here or on
 * a thread), written and reported in path order, whichever thread did the work.
 */
export async function processFiles({ setup, index, triaged, signals, threads, out }: ProcessInput): Promise<void> {
  const { transforms, options } = setup;
  const files = setup.discovered.files;
  const { settled, candidates, sizes } = triaged;
  const data = index.project?.data ?? index.project?.built.data;
  const refs = threadRefs(transforms);
  const count = signals.signal || !refs ? 0 : threadsFor({ files: candidates.length, bytes: triaged.candidateBytes }, options.cpus, options.workerThreshold);
  const script = count > 0 || (refs && [...sizes.values()].some((bytes) => bytes >= LARGE_FILE_BYTES)) ? workerScript() : undefined;
  if (script && refs && count > 0) threads.pool = createPool(script, count, refs, data);
  const { pool } = threads;
  const onThread = new Set(pool ? candidates : []);
  const job = (abs: string) => jobFor(setup, index, abs);

  // Candidates sent ahead of the file being reported, at most `ahead` of them, so that outcomes
  // (which hold the text before and after) never pile up in memory. A large file's tree takes
  // hundreds of MiB, so one large file at a time is in flight: the others wait their turn.
  const ahead = count * 4;
  const inFlight = new Map<number, Promise<FileOutcome>>();
  let sent = 0;
  let largeInFlight = 0;
  const sendAhead = (): void => {
    while (pool && sent < candidates.length && inFlight.size < ahead) {
      const i = candidates[sent];
      const large = sizes.get(i)! >= LARGE_FILE_BYTES;
      if (large && largeInFlight > 0) return;
      sent++;
      const next = job(files[i]);
      if (large) largeInFlight++;
      const outcome = pool.process(next).catch((e: Error) => workerFailure(next.rel, e));
      inFlight.set(i, large ? outcome.finally(() => largeInFlight--) : outcome);
    }
  };

  for (let i = 0; i < files.length && !signals.signal; i++) {
    const abs = files[i];
    let outcome = settled[i];
    settled[i] = undefined;
    if (!outcome && onThread.has(i)) {
      sendAhead();
      outcome = await Promise.race([inFlight.get(i)!, signals.stopped]);
      if (!outcome) break;
      inFlight.delete(i);
      sendAhead();
    } else if (!outcome && refs && script !== undefined && sizes.get(i)! >= LARGE_FILE_BYTES) {
      // A large file takes seconds, during which this thread would hear no signal: on a thread, a
      // signal ends the wait and the thread is terminated (a 6 MB file once ran on after SIGTERM).
      // The checks before any parse first, here: a minified bundle the run skips starts no thread
      // (its start-up loads every module again: most of what a sparse run's index cost, issue 31).
      const large = job(abs);
      const read = readJob(large);
      if ('outcome' in read) outcome = read.outcome;
      else {
        threads.alone ??= createPool(script, 1, refs, data);
        outcome = await Promise.race([threads.alone.process(large).catch((e: Error) => workerFailure(large.rel, e)), signals.stopped]);
        if (!outcome) break;
      }
    } else if (!outcome) {
      outcome = fileJob().processFile(job(abs), transforms);
    }
    if (!(await out.writeOut(abs, outcome))) break;
    out.keep(abs, i, outcome, triaged.holdFrom);
    // Let a pending SIGINT be handled between files, never in the middle of a write.
    if (i % 16 === 15) await nextTurn();
  }
}
