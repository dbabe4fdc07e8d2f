import { notAnchored } from '../project/anchored';
import type { RunProject } from '../project/run-project';
import { exitCodeFor, summarise, type Report } from './report';
import { InterruptedError, SignalWatch } from './interrupt';
import { removePendingTempFiles } from './write';
import type { RunOptions, RunResult } from './run-options';
import { prepareRun } from './run-setup';
import { indexRun, type RunIndex } from './run-index';
import { triageFiles } from './triage';
import { RunOutput } from './run-output';
import { processFiles, RunThreads } from './process-files';
import { finishFollowUps } from './run-follow-ups';
import { exportersFirst } from './exporters-first';

/*
 * A run, step by step: set up (run-setup.ts: options, transforms, configuration, files, git guard),
 * 0. the project index and the anchoring (run-index.ts), 1. the prefilter on every file (triage.ts),
 * 1b. the index's own modules first, and the index judged again where they changed (exporters-first.ts),
 * 2–3. threads, then each file processed, written and reported in path order (process-files.ts,
 * run-output.ts), 4. the follow-ups transforms asked for (run-follow-ups.ts). Signals: interrupt.ts.
 */

export { DEFAULT_EXTENSIONS, DEFAULT_MAX_FILE_SIZE, type RunOptions, type RunResult } from './run-options';
export { today, validateDate, selectTransforms, unknownTransforms } from './run-setup';
export { InterruptedError } from './interrupt';

/**
 * Runs the codemod: lists files, runs every due transform on one parse of each candidate file,
 * writes changed files atomically (unless dry, print or check) and returns the report `--json` prints.
 * Usage errors throw `UsageError` (exit code 2) before anything is read or written.
 */
export async function run(options: RunOptions): Promise<RunResult> {
  const setup = prepareRun(options);
  const { discovered } = setup;
  // Ctrl-C or SIGTERM: no file is written after it (each write asks first), a wait for a thread ends
  // at once, and the run throws InterruptedError. A second signal of the same kind ends the process.
  const signals = new SignalWatch();
  const threads = new RunThreads();
  const out = new RunOutput(setup.writing, signals, options.onFile, discovered.files.length);
  let completed = false;
  /** The project index, released whatever happens once it is built. */
  const kept: { project?: RunProject } = {};
  let index: RunIndex | undefined;
  try {
    index = indexRun(setup, (project) => (kept.project = project));
    const triaged = await triageFiles(setup, index, signals);
    if (!signals.signal) exportersFirst(setup, index, triaged, setup.transforms);
    await processFiles({ setup, index, triaged, signals, threads, out });
    await finishFollowUps(setup, signals, out);
    // A signal during the last files' work (this thread heard none then) stops the run all the same.
    completed = !(await signals.settle());
  } finally {
    signals.close();
    removePendingTempFiles();
    kept.project?.release();
    await threads.close(completed);
  }
  if (signals.signal) throw new InterruptedError(out.files.length, signals.signal);

  const { files, findings, waivers } = out;
  for (const s of discovered.skipped) files.push({ path: setup.display(s.file), status: 'skipped', transforms: [], reason: s.reason });
  files.sort((a, b) => (a.path < b.path ? -1 : a.path > b.path ? 1 : 0));
  const report: Report = {
    version: 1,
    mode: options.check ? 'check' : setup.writing ? 'write' : 'dry',
    asOf: setup.asOf,
    transforms: setup.transforms.map((t) => t.id),
    files,
    findings,
    unusedWaivers: waivers.sort((a, b) => (a.path < b.path ? -1 : a.path > b.path ? 1 : a.line - b.line)),
    anchoring: index?.anchoring?.report() ?? notAnchored(),
    summary: summarise(files, findings),
  };
  return { ...report, exitCode: exitCodeFor(report, !!options.check) };
}
