import { readBounded } from '../bounded-read';
import type { FileJob, FileOutcome } from './file-job-types';
import { machineMadeReason } from './machine-made';
import { notTextReason } from './not-text';

/**
 * A file job's read and the checks made before any parse: not a regular file, too large, not UTF-8
 * text, machine-made (minified, compiled, generated). Apart from file-job.ts (which loads the
 * engine) so that the main thread can make them before it starts a thread for a large candidate: a
 * minified bundle the run skips costs no thread's start-up (loading every module again).
 */
export function readJob(job: FileJob): { outcome: FileOutcome } | { before: string; bytes: Buffer } {
  const { rel } = job;
  const read = readBounded(job.abs, job.maxFileSize);
  if ('error' in read) return { outcome: errorOutcome(rel, describeReadError(read.error)) };
  if ('skipped' in read) return skippedOutcome(rel, read.skipped === 'too large' ? `larger than ${job.maxFileSize} bytes (generated or minified?)` : read.skipped);
  const { bytes } = read;
  const notText = notTextReason(bytes);
  if (notText) return skippedOutcome(rel, notText);
  const before = bytes.toString('utf8');
  const machineMade = job.skipMinified && job.mode === 'code' ? machineMadeReason(job.abs, before) : undefined;
  if (machineMade) return skippedOutcome(rel, `${machineMade}; --no-skip-minified visits it`);
  return { before, bytes };
}

export const errorOutcome = (rel: string, error: string): FileOutcome => ({
  report: { path: rel, status: 'error', transforms: [], error },
  findings: [],
});

const skippedOutcome = (rel: string, reason: string): { outcome: FileOutcome } => ({
  outcome: { report: { path: rel, status: 'skipped', transforms: [], reason }, findings: [] },
});

function describeReadError(e: NodeJS.ErrnoException): string {
  switch (e.code) {
    case 'ENOENT':
      return 'file disappeared before it could be read';
    case 'EACCES':
    case 'EPERM':
      return 'permission denied: cannot read the file';
    case 'ELOOP':
      return 'symbolic link loop';
    case 'EISDIR':
      return 'is a folder, not a file';
    default:
      return `cannot read the file: ${e.code ?? e.message}`;
  }
}
