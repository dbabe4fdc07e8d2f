import type { Finding } from '../types';
import type { AnchoringSummary } from '../project/anchored';
import type { UnusedWaiver } from './waivers';

export type FileStatus = 'modified' | 'unchanged' | 'error' | 'skipped';

/** What the run did with changed files: wrote them, or (dry, check, print) only said so. */
export type RunMode = 'write' | 'dry' | 'check';

export interface FileReport {
  path: string;
  status: FileStatus;
  /** Ids of the transforms that changed (or, under --dry/--check, would change) the file. */
  transforms: string[];
  /** Set when status is "error". */
  error?: string;
  /** Set when status is "skipped": why the file was not read. */
  reason?: string;
}

/** The JSON report (contract: "JSON report"); `run()` returns it and `--format json` prints it. */
export interface Report {
  version: 1;
  /** "write": changed files were written; "dry" (also --print) and "check": nothing was written. */
  mode: RunMode;
  asOf: string;
  transforms: string[];
  files: FileReport[];
  findings: Finding[];
  /**
   * `cf-codemod-ignore` comments of code files that waive no finding (as ESLint reports unused
   * disable directives). Looked for only when the run ran every transform it was given (no `-t`, and
   * all due by `asOf`): a waiver may be for a transform left out. They never change the exit code.
   */
  unusedWaivers: UnusedWaiver[];
  /**
   * Whether some package of the visited tree is anchored on Cloudflare, and why (README "How calls
   * are recognised"): then, in that package and the modules connected to its anchors by imports
   * (`scopes`), deprecated endpoints spelled out in code whose call is not traced are reported.
   * `reasons` and `dependsOnCloudflare` are every anchored package's.
   */
  anchoring?: AnchoringSummary;
  summary: { files: number; modified: number; unchanged: number; errors: number; skipped: number; findings: number };
}

/** A finding as the JSON report has it (contract: "JSON report"): without the in-memory message id and data. */
export function reportedFinding({ messageId, data, ...finding }: Finding): Finding {
  return finding;
}

export function summarise(files: FileReport[], findings: Finding[]): Report['summary'] {
  const count = (s: FileStatus) => files.filter((f) => f.status === s).length;
  return {
    files: files.length,
    modified: count('modified'),
    unchanged: count('unchanged'),
    errors: count('error'),
    skipped: count('skipped'),
    findings: findings.length,
  };
}

/**
 * Exit codes (contract): 3 when some file could not be parsed or transformed; otherwise, under
 * --check, 1 when a file would change or an unwaived finding stands; otherwise 0. With
 * `maxWarnings` (the command line's --max-warnings), unwaived findings give 1 only when there are
 * more than that many, in any mode (under --check too: files that would change still give 1).
 */
export function exitCodeFor(report: Report, check: boolean, maxWarnings?: number): 0 | 1 | 3 {
  if (report.summary.errors > 0) return 3;
  const unwaived = report.findings.filter((f) => !f.waived).length;
  if (check && report.summary.modified > 0) return 1;
  if (maxWarnings !== undefined) return unwaived > maxWarnings ? 1 : 0;
  return check && unwaived > 0 ? 1 : 0;
}
