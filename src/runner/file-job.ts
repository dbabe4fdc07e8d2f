import type { Transform } from '../types';
import type { FileJob, FileOutcome } from './file-job-types';
import { machineMadeModule, withSkippedModules } from './machine-made';
import { errorOutcome, readJob } from './read-job';
import { processSource } from './process';
import type { ProcessResult } from './process-types';
import { fileProject, moduleResolverOf, runModulesOf } from '../project/file-project';
import { stripBom } from '../parse/bom';

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
  const result = processSource({ input: before, filePath: job.abs, transforms, options: { markers: job.markers, config, displayPath: rel, project, resolveModule, modules, unusedWaivers: job.unusedWaivers, anchoring: job.anchoring, runAnchored: job.runAnchored, sdkVersions: job.sdkVersions }, mode: job.mode });
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
