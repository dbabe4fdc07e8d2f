/**
 * Entry point of a worker thread (see pool.ts): runs processFile on the jobs the main thread sends and
 * returns the outcomes as plain data. It never writes a file and never prints. Functions cannot cross
 * to a thread, so it loads each transform from the module that defines it (`Transform.module`).
 */
import * as workerpool from 'workerpool';
import { workerData } from 'worker_threads';
import type { Transform } from '../types';
import { processFile } from './file-job';
import type { FileJob, FileOutcome } from './file-job-types';
import type { PoolData, TransformRef } from './pool';
import { transformIn } from './transform-in';

export { transformIn } from './transform-in';

const loaded = new Map<string, Transform[]>();

/** The transforms named, loaded from their modules, in the order given (the order the main thread runs them in). */
function transformsFor(refs: TransformRef[]): Transform[] {
  const key = refs.map((r) => `${r.id}\0${r.module}`).join('\0');
  let found = loaded.get(key);
  if (!found) {
    found = refs.map((r) => {
      const t = transformIn(require(r.module), r.id);
      if (!t) throw new Error(`worker thread found no transform "${r.id}" in ${r.module}`);
      return t;
    });
    loaded.set(key, found);
  }
  return found;
}

/** The run's project data, sent once when the thread started; jobs come without it (pool.ts). */
const shared = (workerData as PoolData | undefined)?.project;

workerpool.worker({
  processFile: (job: FileJob, refs: TransformRef[]): FileOutcome =>
    processFile(job.project === undefined && shared ? { ...job, project: shared } : job, transformsFor(refs)),
});
