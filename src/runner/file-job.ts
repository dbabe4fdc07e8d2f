import type { Anchoring, Finding, Transform, UserConfig } from '../types';
import type { FileReport } from './report';
import { machineMadeModule, withSkippedModules } from './machine-made';
import { errorOutcome, readJob } from './read-job';
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

/** Reads one file and runs the due transforms on it; never throws, never writes. */
export function processFile(job: FileJob, transforms: Transform[]): FileOutcome {
  const read = readJob(job);
  if ('outcome' in read) return read.outcome;
  const { rel } = job;
  const { before, bytes } = read;
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
