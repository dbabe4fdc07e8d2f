import type { Anchoring, Finding, UserConfig } from '../types';
import type { ProjectData } from '../project/types';
import type { VersionSet } from '../version-range';
import type { DeferredEdit } from './process-types';
import type { FileReport } from './report';
import type { UnusedWaiver } from './waivers';

/*
 * A file's job and its outcome, the data that travels between the run, its worker threads and the
 * steps of one file (read-job.ts reads it, file-job.ts transforms it): in a module of their own so
 * that those steps need not import each other.
 */

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
  /** Whether some package of the run is anchored on Cloudflare (the report's `anchoring.anchored`). */
  runAnchored?: boolean;
  /** The versions of `cloudflare` the file can be running with, when known (src/project/cloudflare-version.ts). */
  sdkVersions?: VersionSet;
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
