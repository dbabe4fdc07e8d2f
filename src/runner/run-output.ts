import type { Finding } from '../types';
import type { FileOutcome } from './file-job-types';
import type { DeferredEdit } from './process-types';
import { reportedFinding, type FileReport } from './report';
import type { SignalWatch } from './interrupt';
import type { UnusedWaiver } from './waivers';
import type { RunOptions } from './run-options';
import { writeFileAtomic } from './write';

// Loaded at the first file written with findings: a run whose files the prefilter settles loads none of it.
const lineMaps = () => require('./line-map') as typeof import('./line-map');

/** An outcome held back until the follow-ups ran, with its index in the run's file list. */
export interface HeldOutcome {
  index: number;
  outcome: FileOutcome;
}

/**
 * What a run reports and writes, in path order, whichever thread did a file's work: the file entries,
 * findings and unused waivers of the report, and what the follow-ups need (the edits asked for, the
 * outcomes held back, the texts a run that writes nothing would have left).
 */
export class RunOutput {
  readonly files: FileReport[] = [];
  readonly findings: Finding[] = [];
  readonly waivers: UnusedWaiver[] = [];
  /** Follow-ups the files' transforms asked for (ctx.defer). */
  readonly deferred: DeferredEdit[] = [];
  /** Outcomes held back, by file, in path order. */
  readonly held = new Map<string, HeldOutcome>();
  /** Not writing: the text each modified file would have, for a follow-up on it. */
  readonly pending = new Map<string, string>();

  constructor(
    private readonly writing: boolean,
    private readonly signals: SignalWatch,
    private readonly onFile: RunOptions['onFile'],
    /** Files in the run's list (onFile's `total`). */
    readonly total: number,
  ) {}

  /**
   * A writing run writes a changed file at once (atomically); a failed write makes it an error. False,
   * and nothing written, when a signal came, perhaps while this thread was busy with the file.
   */
  async writeOut(abs: string, outcome: FileOutcome): Promise<boolean> {
    if (!this.writing || outcome.after === undefined) return true;
    if (await this.signals.settle()) return false;
    try {
      writeFileAtomic(abs, outcome.after, outcome.before);
    } catch (e) {
      outcome.report = { path: outcome.report.path, status: 'error', transforms: [], error: `cannot write: ${(e as Error).message}` };
    }
    return true;
  }

  /** A file's outcome into the report, and to `onFile`. */
  emit(outcome: FileOutcome, index: number): void {
    // A file written: its findings where they are in it now, below the markers inserted above them.
    if (this.writing && outcome.report.status === 'modified' && outcome.before !== undefined && outcome.after !== undefined) {
      outcome = { ...outcome, findings: lineMaps().placeInWritten(outcome.findings, outcome.before, outcome.after) };
    }
    this.files.push(outcome.report);
    this.findings.push(...outcome.findings.map(reportedFinding));
    if (outcome.unusedWaivers) this.waivers.push(...outcome.unusedWaivers);
    this.onFile?.(outcome, index, this.total);
  }

  /** A file's outcome once written: reported at once before `holdFrom`, held back from it on. */
  keep(abs: string, index: number, outcome: FileOutcome, holdFrom: number): void {
    if (!this.writing && outcome.after !== undefined) this.pending.set(abs, outcome.after);
    if (outcome.deferred) this.deferred.push(...outcome.deferred);
    if (index < holdFrom) this.emit(outcome, index);
    else this.held.set(abs, { index, outcome });
  }
}
