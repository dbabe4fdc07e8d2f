/**
 * Entry point of a worker thread (see pool.ts): runs processFile on the jobs the main thread sends and
 * returns the outcomes as plain data. It never writes a file and never prints.
 */
import * as workerpool from 'workerpool';
import { workerData } from 'worker_threads';
import type { Transform } from '../types';
import type { PoolData } from './pool';
import { registry } from '../../transforms';
import { processFile, type FileJob, type FileOutcome } from './file-job';

const selected = new Map<string, Transform[]>();

/** The transforms named, in registry order (the order the main thread runs them in). */
function transformsFor(ids: string[]): Transform[] {
  const key = ids.join(',');
  let found = selected.get(key);
  if (!found) {
    const wanted = new Set(ids);
    found = registry.filter((t) => wanted.has(t.id));
    if (found.length !== wanted.size) throw new Error(`worker thread does not know transform(s) ${ids.join(', ')}`);
    selected.set(key, found);
  }
  return found;
}

/** The run's project data, sent once when the thread started; jobs come without it (pool.ts). */
const shared = (workerData as PoolData | undefined)?.project;

workerpool.worker({
  processFile: (job: FileJob, ids: string[]): FileOutcome =>
    processFile(job.project === undefined && shared ? { ...job, project: shared } : job, transformsFor(ids)),
});
