import * as fs from 'fs';
import type { Anchoring, Finding, Transform, UserConfig } from '../types';
import type { FileReport } from './report';
import { machineMadeModule, machineMadeReason, withSkippedModules } from './machine-made';
import { notTextReason } from './not-text';
import { processSource } from './process';
import type { DeferredEdit, ProcessResult } from './process-types';
import type { UnusedWaiver } from './waivers';
import { fileProject, moduleResolverOf, runModulesOf } from '../project/file-project';
import type { ProjectData } from '../project/types';
import { stripBom } from '../parse/bom';

/** One file's work, plain data so that it can travel to a worker thread. */
export interface FileJob {
  abs: string;
  rel: string;
  mode: 'code' | 'text';
  markers: boolean;
  config: UserConfig;
  /** Files larger than this many bytes are skipped (generated or minified bundles). */
  maxFileSize: number;
  /** The project index (plain data), when it found modules exporting anchors. */
  project?: ProjectData;
  /** Skip a file that looks minified, compiled or generated (see machine-made.ts); off for files named on the command line. */
  skipMinified?: boolean;
  /** Refuse follow-ups (`ctx.defer`) on modules that look minified, compiled or generated: the run's --skip-minified, whatever this file's own. */
  guardModules?: boolean;
  /** Report `cf-codemod-ignore` comments that waive no finding (the run runs every transform it was given). */
  unusedWaivers?: boolean;
  /** Why the project is anchored on Cloudflare, when it is (src/project/anchored.ts). */
  anchoring?: Anchoring;
}

export interface FileOutcome {
  report: FileReport;
  findings: Finding[];
  /** The text before and after, when the file changed. */
  before?: string;
  after?: string;
  /** When the file changed: the transforms that rewrote code in it, not only inserted review markers. */
  rewrittenBy?: string[];
  /** Follow-ups its transforms asked for on modules it imports (run once every file is done). */
  deferred?: DeferredEdit[];
  /** Its `cf-codemod-ignore` comments that waive no finding (when the job asked). */
  unusedWaivers?: UnusedWaiver[];
}

const errorOutcome = (rel: string, error: string): FileOutcome => ({
  report: { path: rel, status: 'error', transforms: [], error },
  findings: [],
});

const skippedOutcome = (rel: string, reason: string): FileOutcome => ({
  report: { path: rel, status: 'skipped', transforms: [], reason },
  findings: [],
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

/** Reads one file and runs the due transforms on it; never throws, never writes. */
export function processFile(job: FileJob, transforms: Transform[]): FileOutcome {
  const { rel } = job;
  let bytes: Buffer;
  try {
    // Non-blocking, so that a named pipe put where the file was cannot hang the run; then the checks
    // on what was opened, not on whatever the path points to by then.
    const fd = fs.openSync(job.abs, fs.constants.O_RDONLY | fs.constants.O_NONBLOCK);
    try {
      const stat = fs.fstatSync(fd);
      if (!stat.isFile()) return skippedOutcome(rel, 'not a regular file');
      if (stat.size > job.maxFileSize) return skippedOutcome(rel, `larger than ${job.maxFileSize} bytes (generated or minified?)`);
      bytes = fs.readFileSync(fd);
    } finally {
      fs.closeSync(fd);
    }
  } catch (e) {
    return errorOutcome(rel, describeReadError(e as NodeJS.ErrnoException));
  }
  if (bytes.length > job.maxFileSize) {
    // It grew between the check and the read.
    return skippedOutcome(rel, `larger than ${job.maxFileSize} bytes (generated or minified?)`);
  }
  const notText = notTextReason(bytes);
  if (notText) return skippedOutcome(rel, notText);
  const before = bytes.toString('utf8');
  const machineMade = job.skipMinified && job.mode === 'code' ? machineMadeReason(job.abs, before) : undefined;
  if (machineMade) return skippedOutcome(rel, `${machineMade}; --no-skip-minified visits it`);
  const project = job.project && job.mode === 'code' ? fileProject(job.project, job.abs, stripBom(before).text, job.config) : undefined;
  const config = project?.prefilterConfig ?? job.config;
  const resolver = job.project && job.mode === 'code' ? moduleResolverOf(job.project) : undefined;
  const resolveModule = resolver && ((spec: string) => {
    const target = resolver.resolve(job.abs, spec);
    if (target === undefined || target === job.abs) return undefined;
    // A follow-up never edits build output or a generated file (nor the transform relying on one: RunModules.skipped).
    return job.guardModules && machineMadeModule(target) ? undefined : target;
  });
  const own = job.project && job.mode === 'code' ? runModulesOf(job.project, job.abs) : undefined;
  const modules = own && job.guardModules ? withSkippedModules(own) : own;
  const result = processSource(before, job.abs, transforms, { markers: job.markers, config, displayPath: rel, project, resolveModule, modules, unusedWaivers: job.unusedWaivers, anchoring: job.anchoring }, job.mode);
  return outcomeOf(rel, before, bytes, result);
}

/**
 * What processing a file's text came to: an error, unchanged, or modified. `bytes`, when the text
 * was decoded from them: a text whose decoding replaced invalid bytes is never written back (that
 * would change bytes outside the edit).
 */
export function outcomeOf(rel: string, before: string, bytes: Buffer | undefined, result: ProcessResult): FileOutcome {
  if (result.error) return { ...errorOutcome(rel, result.error), findings: result.findings };
  const deferred = { ...(result.deferred ? { deferred: result.deferred } : {}), ...(result.unusedWaivers ? { unusedWaivers: result.unusedWaivers } : {}) };
  if (result.output === undefined) {
    return { report: { path: rel, status: 'unchanged', transforms: [] }, findings: result.findings, ...deferred };
  }
  if (bytes && !Buffer.from(before, 'utf8').equals(bytes)) {
    return { ...errorOutcome(rel, 'not valid UTF-8: left unchanged'), findings: result.findings };
  }
  return {
    report: { path: rel, status: 'modified', transforms: result.changedBy },
    findings: result.findings,
    before,
    after: result.output,
    rewrittenBy: result.rewrittenBy ?? result.changedBy,
    ...deferred,
  };
}
