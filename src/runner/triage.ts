import { readTextBounded } from '../bounded-read';
import { importedModules } from '../project/specifiers';
import type { ModuleResolver } from '../project/resolve';
import { IGNORE_WORD } from '../edit/markers';
import type { FileOutcome } from './file-job-types';
import { candidates as dueTransforms, prefilter, untracedCandidates } from './prefilter';
import type { RunIndex } from './run-index';
import type { RunSetup } from './run-setup';
import type { SignalWatch } from './interrupt';

/**
 * The prefilter's verdict on one file, from one read: `settled` when it is a readable file within the
 * size limit, not binary, with no trigger word (unchanged, nothing parsed); `candidateBytes` when it
 * has a trigger word (processFile parses it, here or on a worker thread); neither when it is too
 * large, binary or unreadable (processFile, in this thread, reports it as it does for any file).
 */
export interface Triage {
  settled?: FileOutcome;
  candidateBytes?: number;
  /** A candidate's text (for the modules it imports), dropped once looked at. */
  text?: string;
}

export interface TriageInput {
  abs: string;
  /** The path the report shows. */
  rel: string;
  maxFileSize: number;
  isCandidate: (text: string, abs: string) => boolean;
  /** The text the project index read and decoded already (a readable, non-binary file within the size limit). */
  read?: string;
}

export function triage({ abs, rel, maxFileSize, isCandidate, read }: TriageInput): Triage {
  // A text the index dropped (no word of the gate), or an empty file: no test finds a word in it.
  if (read === '') return settledUnchanged(rel);
  if (read !== undefined) return isCandidate(read, abs) ? { candidateBytes: Buffer.byteLength(read), text: read } : settledUnchanged(rel);
  const text = readTextBounded(abs, maxFileSize);
  if (text === undefined) return {};
  if (isCandidate(text, abs)) return { candidateBytes: Buffer.byteLength(text), text };
  return settledUnchanged(rel);
}

const settledUnchanged = (rel: string): Triage => ({ settled: { report: { path: rel, status: 'unchanged', transforms: [] }, findings: [] } });

/** Whether a file's text makes it a candidate: worth a parse by some transform of the run. */
function candidateTest(setup: RunSetup, { project, anchoring }: RunIndex): (text: string, abs: string) => boolean {
  const { transforms, config, checkWaivers, isCode } = setup;
  const dueIn = prefilter(transforms, config);
  return (text, abs) =>
    dueIn(text).length > 0 ||
    // A file with a waiver is read whole, so that one that waives nothing is told (no parse unless a transform is due).
    (checkWaivers && isCode(abs) && text.includes(IGNORE_WORD)) || (!!project?.data && dueTransforms(text, transforms, project.prefilterConfig(abs, text, config)).length > 0) ||
    // In an anchored package (or a module connected to its API anchors), a file spelling an untraced endpoint of a transform (src/cloudflare/untraced/untraced.ts).
    (isCode(abs) && !!anchoring?.of(abs) && untracedCandidates(text, transforms).length > 0);
}

/** What step 1 found, by index in the run's file list. */
export interface Triaged {
  /** The outcome of each file the prefilter settled (taken once reported). */
  settled: Array<FileOutcome | undefined>;
  /** The candidates' indexes, in path order, and their sizes in bytes. */
  candidates: number[];
  sizes: Map<number, number>;
  candidateBytes: number;
  /**
   * The first file (in path order) a follow-up may land on: a visited module a candidate code file
   * imports. From it on, outcomes are held back until the follow-ups ran, so that a module changed by
   * its own pass and by a follow-up is reported once, from its original text to its final one.
   */
  holdFrom: number;
}

const nextTurn = () => new Promise((resolve) => setImmediate(resolve));

/**
 * Step 1 of a run, the prefilter on every file: cheap (one read, a scan or two), never parses. A file
 * no transform can act on (no trigger and anchor of the same transform) is settled here.
 */
export async function triageFiles(setup: RunSetup, index: RunIndex, signals: SignalWatch): Promise<Triaged> {
  const { project, unsure } = index;
  const files = setup.discovered.files;
  const total = files.length;
  const isCandidate = candidateTest(setup, index);
  const found: Triaged = { settled: new Array(total), candidates: [], sizes: new Map(), candidateBytes: 0, holdFrom: total };
  const order = project ? new Map(files.map((abs, i) => [abs, i])) : undefined;
  for (let i = 0; i < total && !signals.signal; i++) {
    const abs = files[i];
    const kept = project?.takeText(abs);
    const verdict = triage({ abs, rel: setup.display(abs), maxFileSize: setup.maxFileSize, isCandidate, read: unsure.has(abs) ? undefined : kept });
    found.settled[i] = verdict.settled;
    if (verdict.candidateBytes !== undefined) {
      if (order && verdict.text !== undefined && setup.isCode(abs)) found.holdFrom = Math.min(found.holdFrom, firstImported(abs, verdict.text, order, project!.built.resolver));
      found.candidates.push(i);
      found.sizes.set(i, verdict.candidateBytes);
      found.candidateBytes += verdict.candidateBytes;
    }
    if (i % 256 === 255) await nextTurn();
  }
  return found;
}

/** The path-order index of the earliest visited module (other than the file itself) that `text` imports, or Infinity. */
function firstImported(abs: string, text: string, order: Map<string, number>, resolver: ModuleResolver): number {
  let first = Infinity;
  for (const { target } of importedModules(abs, text, undefined, resolver)) {
    const at = order.get(target);
    if (at !== undefined && at < first) first = at;
  }
  return first;
}
