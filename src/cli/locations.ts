import * as fs from 'fs';
import * as path from 'path';
import { gitRoot } from '../runner/git';
import { MARKER_LINE } from '../edit/markers';

/**
 * Where SARIF and GitHub reports put their files: relative to the repository root (the git work
 * tree around the current directory, else the current directory), because code scanning and pull
 * request annotations resolve paths from there, while the JSON report's paths stay relative to the
 * current directory (contract). Also which transforms rewrote each changed file and its first
 * rewritten line, so a changed file's result points at the rewrite.
 */
export class ReportLocations {
  private readonly cwd: string;
  private foundRoot: string | undefined;
  private readonly rewrites = new Map<string, { transforms: string[]; lines: { before: number; after: number } }>();

  constructor(cwd: string) {
    this.cwd = realpath(cwd);
  }

  /** The repository root (asked of git when a report first needs it: a human or JSON report never does). */
  get root(): string {
    return (this.foundRoot ??= realpath(gitRoot(this.cwd) ?? this.cwd));
  }

  /** A report path (relative to the current directory, with `/`) made relative to the root, with `/`. */
  fromRoot(reportPath: string): string {
    return path.relative(this.root, path.resolve(this.cwd, reportPath)).split(path.sep).join('/');
  }

  /**
   * Remembers, for a changed file, the transforms that rewrote its code and the first line of the
   * original they rewrote. Review markers a transform inserted are not rewrites: a file changed
   * only by markers has no rewrite to point at (its findings are the results that say so).
   */
  noteChange(reportPath: string, before: string, after: string, rewrittenBy: readonly string[]): void {
    if (rewrittenBy.length === 0) return;
    this.rewrites.set(reportPath, { transforms: [...rewrittenBy], lines: firstRewrittenLine(before, after) });
  }

  /** The transforms that rewrote a modified file's code (none when only markers were inserted, or it was not seen). */
  rewrittenBy(reportPath: string): readonly string[] {
    return this.rewrites.get(reportPath)?.transforms ?? [];
  }

  /**
   * The first line of a modified file that a transform rewrote (1 when it was not seen): in the text
   * as written (`written`), else in the file as it stands.
   */
  changedLine(reportPath: string, written: boolean): number {
    const lines = this.rewrites.get(reportPath)?.lines;
    return (written ? lines?.after : lines?.before) ?? 1;
  }
}


/**
 * The first line a change rewrote, inserted review marker lines aside: its number in the text
 * `before` (the file as it stands, when nothing was written) and in the text `after` (as written).
 */
export function firstRewrittenLine(before: string, after: string): { before: number; after: number } {
  // Required here: a run that changes nothing (or reports in another format) never loads the diff package.
  const { diffLinesOf } = require('../runner/diff') as typeof import('../runner/diff');
  const { diffPieces } = require('../runner/line-diff') as typeof import('../runner/line-diff');
  let old = 1;
  let now = 1;
  for (const piece of diffPieces(diffLinesOf(before), diffLinesOf(after))) {
    const markersOnly = piece.added && piece.value.every((l) => MARKER_LINE.test(l));
    if (piece.removed || (piece.added && !markersOnly)) return { before: old, after: now };
    if (!piece.added) old += piece.value.length;
    if (!piece.removed) now += piece.value.length;
  }
  return { before: 1, after: 1 };
}

function realpath(p: string): string {
  try {
    return fs.realpathSync(p);
  } catch {
    return path.resolve(p);
  }
}
