import type { Finding } from '../types';
import type { FileOutcome } from '../runner/file-job';
import type { RunResult } from '../runner/run';
import { unifiedDiff, type DiffColors } from '../runner/diff';
import { firstLine } from '../edit/markers';

export interface Streams {
  out: NodeJS.WritableStream & { isTTY?: boolean };
  err: NodeJS.WritableStream & { isTTY?: boolean };
}

/** Colour only on a terminal, and never when NO_COLOR is set (https://no-color.org). */
export function colorsFor(stream: { isTTY?: boolean }): DiffColors {
  const on = !!stream.isTTY && !process.env.NO_COLOR;
  const wrap = (open: number, close: number) => (s: string) => (on ? `\u001b[${open}m${s}\u001b[${close}m` : s);
  return { header: wrap(1, 22), hunk: wrap(36, 39), added: wrap(32, 39), removed: wrap(31, 39) };
}

/** Human output: diffs or printed files on stdout as files finish, progress on a terminal's stderr. */
export function humanReporter(streams: Streams, mode: { dry: boolean; print: boolean }) {
  const colors = colorsFor(streams.out);
  const progress = !!streams.err.isTTY;
  let lastProgress = 0;
  let progressShown = false;
  const clearProgress = () => {
    if (progressShown) streams.err.write('\r\u001b[K');
    progressShown = false;
  };
  return {
    onFile(outcome: FileOutcome, index: number, total: number): void {
      const { report } = outcome;
      if (outcome.after !== undefined && (mode.dry || mode.print)) {
        clearProgress();
        streams.out.write(mode.dry ? unifiedDiff(report.path, outcome.before ?? '', outcome.after, colors) : outcome.after);
      }
      if (report.status === 'error') {
        clearProgress();
        streams.err.write(`error  ${report.path}: ${report.error}\n`);
      } else if (report.status === 'skipped') {
        clearProgress();
        streams.err.write(`skipped  ${report.path}: ${report.reason}\n`);
      }
      const now = Date.now();
      if (progress && total > 200 && now - lastProgress > 100) {
        lastProgress = now;
        progressShown = true;
        streams.err.write(`\r\u001b[K[${index + 1}/${total}] ${report.path}`);
      }
    },
    finish(result: RunResult, seconds: number, dryRun: boolean): void {
      clearProgress();
      printFindings(streams.out, result.findings);
      const s = result.summary;
      const modified = dryRun ? 'would be modified' : 'modified';
      streams.err.write(
        `cf-codemod: ${s.files} files, ${s.modified} ${modified}, ${s.unchanged} unchanged, ${s.errors} errors, ` +
          `${s.skipped} skipped, ${s.findings} findings (${seconds.toFixed(1)}s)\n`,
      );
    },
  };
}

function printFindings(out: NodeJS.WritableStream, findings: Finding[]): void {
  for (const f of findings) {
    const waived = f.waived ? ' (waived)' : '';
    out.write(`${f.path}:${f.line}:${f.column}  ${f.transform}${waived}  ${firstLine(f.message)}\n`);
  }
}
