import pc from 'picocolors';
import { anchoringText } from '../project/anchored';
import type { Finding } from '../types';
import type { FileOutcome } from '../runner/file-job-types';
import type { FileReport } from '../runner/report';
import type { RunResult } from '../runner/run';
import type { DiffColors } from '../runner/diff';
import { firstLine, markerLines } from '../edit/markers';
import { UNUSED_WAIVER } from '../runner/waivers';

export interface Streams {
  out: NodeJS.WritableStream & { isTTY?: boolean };
  err: NodeJS.WritableStream & { isTTY?: boolean };
}

/**
 * Whether to colour a stream: never when NO_COLOR is set to anything but the empty string
 * (https://no-color.org); else FORCE_COLOR decides when set ("0" or "false": no, anything else:
 * yes), for CI logs that render colour; else only on a terminal that is not TERM=dumb.
 */
export function colorEnabled(stream: { isTTY?: boolean }, env: NodeJS.ProcessEnv = process.env, flag?: boolean): boolean {
  // `--color` / `--no-color` say it for this run, over the environment (as no-color.org asks).
  if (flag !== undefined) return flag;
  if (env.NO_COLOR) return false;
  if (env.FORCE_COLOR !== undefined) return !['0', 'false'].includes(env.FORCE_COLOR.toLowerCase());
  return !!stream.isTTY && env.TERM !== 'dumb';
}

export function colorsFor(stream: { isTTY?: boolean }, flag?: boolean): DiffColors & { dim(s: string): string; error(s: string): string } {
  const c = pc.createColors(colorEnabled(stream, process.env, flag));
  return { header: c.bold, hunk: c.cyan, added: c.green, removed: c.red, dim: c.dim, error: c.red };
}

/** Skipped files of one reason are listed one by one up to this many, then as a count with a few examples. */
const LIST_SKIPPED = 5;

/** "1 file", "2 files": the summary counts a noun follows. */
const count = (n: number, noun: string): string => `${n} ${noun}${n === 1 ? '' : 's'}`;

export interface HumanMode {
  dry: boolean;
  print: boolean;
  /** `--quiet`: the diffs or printed files, unwaived findings and errors only: no summary, skipped files, waived findings or progress. */
  quiet?: boolean;
  /** `--color` (true) or `--no-color` (false); undefined: NO_COLOR, FORCE_COLOR and the terminal decide. */
  color?: boolean;
  /** A writing run (no --dry, --print or --check): each file written is listed on stderr, what changed it and how many review markers it got. */
  writing?: boolean;
}

/** `wrote  a.ts: rewritten by page-shield-route; 2 review markers (waf-previous)`: a file a writing run wrote, and what changed in it. */
export function writtenText(outcome: FileOutcome): string {
  const { report } = outcome;
  const rewritten = outcome.rewrittenBy ?? report.transforms;
  const before = markerLines(outcome.before ?? '');
  const inserted = [...markerLines(outcome.after ?? '')]
    .map(([id, n]) => [id, n - (before.get(id) ?? 0)] as const)
    .filter(([, n]) => n > 0);
  const markers = inserted.reduce((sum, [, n]) => sum + n, 0);
  const parts = [
    ...(rewritten.length > 0 ? [`rewritten by ${rewritten.join(', ')}`] : []),
    ...(markers > 0 ? [`${count(markers, 'review marker')} (${inserted.map(([id]) => id).join(', ')})`] : []),
  ];
  return `wrote  ${report.path}: ${parts.length > 0 ? parts.join('; ') : `changed by ${report.transforms.join(', ')}`}\n`;
}

/** Human output: diffs or printed files on stdout as files finish, progress on a terminal's stderr. */
export function humanReporter(streams: Streams, mode: HumanMode) {
  const colors = colorsFor(streams.out, mode.color);
  const errColors = colorsFor(streams.err, mode.color);
  const progress = !!streams.err.isTTY && !mode.quiet;
  let lastProgress = 0;
  let progressShown = false;
  /** The files written, said at the end (with the skipped ones), not among the findings. */
  let written = '';
  const clearProgress = () => {
    if (progressShown) streams.err.write('\r\u001b[K');
    progressShown = false;
  };
  return {
    onFile(outcome: FileOutcome, index: number, total: number): void {
      const { report } = outcome;
      if (outcome.after !== undefined && (mode.dry || mode.print)) {
        clearProgress();
        streams.out.write(mode.dry ? (require('../runner/diff') as typeof import('../runner/diff')).unifiedDiff(report.path, outcome.before ?? '', outcome.after, colors) : outcome.after);
      }
      if (mode.writing && report.status === 'modified' && outcome.after !== undefined) written += writtenText(outcome);
      if (report.status === 'error') {
        clearProgress();
        streams.err.write(`${errColors.error('error')}  ${report.path}: ${report.error}\n`);
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
      printFindings(streams.out, mode.quiet ? result.findings.filter((f) => !f.waived) : result.findings);
      if (mode.quiet) return;
      for (const w of result.unusedWaivers) streams.out.write(`${w.path}:${w.line}:${w.column}  ${UNUSED_WAIVER}\n`);
      streams.err.write(skippedText(result.files) + written);
      // One line on what anchored the project, when it is (the second tier of recognition is on) and some transform ran.
      if (result.anchoring?.anchored && result.transforms.length > 0) streams.err.write(`cf-codemod: ${anchoringText(result.anchoring)}\n`);
      const s = result.summary;
      const modified = dryRun ? 'would be modified' : 'modified';
      streams.err.write(
        `cf-codemod: ${count(s.files, 'file')}, ${s.modified} ${modified}, ${s.unchanged} unchanged, ${count(s.errors, 'error')}, ` +
          `${s.skipped} skipped, ${count(s.findings, 'finding')} (${seconds.toFixed(1)}s)\n`,
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

/**
 * Skipped files with their reason, so no file is passed over silently: each one while a reason
 * has few, else one line per reason with the count and the first few paths.
 */
export function skippedText(files: FileReport[]): string {
  const byReason = new Map<string, string[]>();
  for (const f of files) {
    if (f.status !== 'skipped') continue;
    const reason = f.reason ?? 'skipped';
    let paths = byReason.get(reason);
    if (!paths) byReason.set(reason, (paths = []));
    paths.push(f.path);
  }
  let text = '';
  for (const [reason, paths] of byReason) {
    if (paths.length <= LIST_SKIPPED) {
      for (const p of paths) text += `skipped  ${p}: ${reason}\n`;
    } else {
      const shown = paths.slice(0, 3).join(', ');
      text += `skipped  ${paths.length} files: ${reason} (${shown}, …)\n`;
    }
  }
  return text;
}
