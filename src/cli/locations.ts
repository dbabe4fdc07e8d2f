import * as fs from 'fs';
import * as path from 'path';
import { gitRoot } from '../runner/git';

/**
 * Where SARIF and GitHub reports put their files: relative to the repository root (the git work
 * tree around the current directory, else the current directory), because code scanning and pull
 * request annotations resolve paths from there, while the JSON report's paths stay relative to the
 * current directory (contract). Also the first changed line of each file, so a changed file's
 * result points at its change.
 */
export class ReportLocations {
  private readonly cwd: string;
  private foundRoot: string | undefined;
  private readonly changedLines = new Map<string, number>();

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

  /** Remembers the first line where a changed file's text differs from the original. */
  noteChange(reportPath: string, before: string, after: string): void {
    let i = 0;
    while (i < before.length && i < after.length && before[i] === after[i]) i++;
    let line = 1;
    for (let k = before.indexOf('\n'); k >= 0 && k < i; k = before.indexOf('\n', k + 1)) line++;
    this.changedLines.set(reportPath, line);
  }

  /** The first changed line of a modified file (1 when it was not seen). */
  changedLine(reportPath: string): number {
    return this.changedLines.get(reportPath) ?? 1;
  }
}

function realpath(p: string): string {
  try {
    return fs.realpathSync(p);
  } catch {
    return path.resolve(p);
  }
}
