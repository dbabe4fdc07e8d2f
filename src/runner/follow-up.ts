import * as fs from 'fs';
import type { Transform, UserConfig } from '../types';
import type { VersionSet } from '../version-range';
import { transformSource } from './process';
import type { DeferredEdit } from './process-types';
import { outcomeOf } from './file-job';
import type { FileOutcome } from './file-job-types';
import { lineMap } from './line-map';

export interface FollowUpOutcome extends FileOutcome {
  abs: string;
}

/** How the run's follow-ups are run: as the run's own files are (display path, markers, configuration, the text pending). */
export interface FollowUpOptions {
  rel: (abs: string) => string;
  markers: boolean;
  config: UserConfig;
  pending: Map<string, string>;
  /** The versions of `cloudflare` a module runs with (ctx.sdkVersions, as its own pass had them); unknown when not given. */
  sdkVersions?: (abs: string) => VersionSet | undefined;
}

/**
 * Runs the follow-ups transforms asked for on other modules while the run's files were transformed
 * (`ctx.defer`): once per module, in path order, each transform's `followUp` with every request made
 * for that module (in the order the files asking were reported). The module's text is the one the
 * run left it with: `pending` (a run that writes nothing) or the file as written.
 */
export function* runFollowUps(
  deferred: DeferredEdit[],
  transforms: Transform[],
  options: FollowUpOptions,
): Generator<FollowUpOutcome> {
  const byModule = new Map<string, Map<string, unknown[]>>();
  for (const d of deferred) {
    let byTransform = byModule.get(d.module);
    if (!byTransform) byModule.set(d.module, (byTransform = new Map()));
    byTransform.set(d.transform, [...(byTransform.get(d.transform) ?? []), d.request]);
  }
  for (const abs of [...byModule.keys()].sort()) {
    const byTransform = byModule.get(abs)!;
    const rel = options.rel(abs);
    const due = transforms
      .filter((t) => t.followUp && byTransform.has(t.id))
      .map((t): Transform => ({ ...t, run: (ctx) => t.followUp!(ctx, byTransform.get(t.id)!) }));
    // The text the run left it with, or its bytes on disk (decoded, and checked to decode whole).
    let before = options.pending.get(abs);
    let bytes: Buffer | undefined;
    if (before === undefined) {
      try {
        bytes = fs.readFileSync(abs);
      } catch (e) {
        yield { abs, report: { path: rel, status: 'error', transforms: [], error: `cannot read for a follow-up: ${(e as Error).message}` }, findings: [] };
        continue;
      }
      before = bytes.toString('utf8');
    }
    const sdkVersions = options.sdkVersions?.(abs);
    const result = transformSource({ input: before, filePath: abs, transforms: due, options: { markers: options.markers, config: options.config, displayPath: rel, ...(sdkVersions ? { sdkVersions } : {}) } });
    yield { abs, ...outcomeOf(rel, before, bytes, result) };
  }
}

/**
 * One outcome for a module its own pass and a follow-up both handled: the text from before its own
 * pass to after the follow-up, the transforms of both, its findings then the follow-up's (their lines
 * in the text from before its own pass, as the others' are). A follow-up
 * that changed nothing leaves the file's outcome; one that failed makes the file an error (the text
 * its own pass left stays, as written).
 */
export function mergeFollowUp(own: FileOutcome, followUp: FollowUpOutcome): FileOutcome {
  // The follow-up read the text its own pass left: its findings' lines are put back in the text from before that pass, as the others'.
  const back = own.after !== undefined && followUp.findings.length > 0 ? lineMap(own.after, own.before ?? '') : undefined;
  const findings = [...own.findings, ...(back ? followUp.findings.map((f) => ({ ...f, line: back(f.line) })) : followUp.findings)];
  // A waiver the follow-up's findings used was not unused after all (lines may have moved: drop them all).
  if (own.unusedWaivers && followUp.findings.some((f) => f.waived)) own = { ...own, unusedWaivers: undefined };
  const texts = own.after !== undefined ? { before: own.before, after: own.after } : {};
  const { deferred } = own;
  const more = deferred ? { deferred } : {};
  if (followUp.report.status === 'unchanged') return { ...own, findings };
  if (followUp.report.status === 'error') return { report: followUp.report, findings, ...texts, ...more };
  const report = own.report.status === 'modified'
    ? { ...own.report, transforms: [...new Set([...own.report.transforms, ...followUp.report.transforms])] }
    : followUp.report;
  return {
    report,
    findings,
    ...(own.unusedWaivers ? { unusedWaivers: own.unusedWaivers } : {}),
    before: own.after !== undefined ? own.before : followUp.before,
    after: followUp.after,
    rewrittenBy: [...new Set([...(own.after !== undefined ? own.rewrittenBy ?? [] : []), ...(followUp.rewrittenBy ?? [])])],
    ...more,
  };
}
