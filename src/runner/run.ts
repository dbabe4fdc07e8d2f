import * as fs from 'fs';
import * as path from 'path';
import { readTextBounded } from '../bounded-read';
import type { Finding, Transform, UserConfig } from '../types';
import { describeConfig, knownOptions, loadConfigFor, validateConfig, type ConfigSource } from './config';
import { UsageError } from './errors';
import { didYouMean } from './suggest';
import { discoverFiles } from './files';
import { workTreeStates } from './git';
import { candidates as dueTransforms, prefilter, prefilterGate, textSupportFor, untracedCandidates, untracedWordsOf } from './prefilter';
import { API_ANCHORING_WORDS, AnchoringScan, CREDENTIAL_NAMES, notAnchored, type ProjectAnchoring } from '../project/anchored';
import type { DeferredEdit } from './process-types';
import type * as FollowUp from './follow-up';
import { importedModules } from '../project/specifiers';
import type { ModuleResolver } from '../project/resolve';
import type { FileJob, FileOutcome } from './file-job-types';
import { createPool, threadsFor, workerScript, type FilePool, type TransformRef } from './pool';
import { exitCodeFor, reportedFinding, summarise, type FileReport, type Report } from './report';
import { SignalWatch } from './interrupt';
import { linkTarget, removePendingTempFiles, writeFileAtomic } from './write';
import { indexProject, type RunProject } from '../project/run-project';
import { apiAnchorWords } from '../cloudflare/anchor-words';
import { IGNORE_WORD } from '../edit/markers';
import type { UnusedWaiver } from './waivers';

export const DEFAULT_EXTENSIONS = ['js', 'jsx', 'mjs', 'cjs', 'ts', 'tsx', 'mts', 'cts', 'vue', 'svelte', 'astro'];
export const DEFAULT_MAX_FILE_SIZE = 1024 * 1024;

export interface RunOptions {
  /** Files or folders (default: the current directory). */
  paths?: string[];
  /** What relative paths are relative to (default: process.cwd()). */
  cwd?: string;
  /**
   * The transforms the run chooses from (the package's `registry`, transforms of your own, or both),
   * in the order they run. The run applies those due by `asOf` (and named in `only`, when given).
   */
  transforms: readonly Transform[];
  /** Ids among `transforms` to run (each may be comma-separated; default: every one due by `asOf`). */
  only?: readonly string[];
  /** YYYY-MM-DD: run the transforms whose end of life is on or before this date (default: today). */
  asOf?: string;
  /** Write nothing (the report says what would be modified). */
  dry?: boolean;
  /** Write nothing; the CLI prints each transformed file. */
  print?: boolean;
  /** Write nothing; `exitCode` is 1 when anything would change or an unwaived finding stands. */
  check?: boolean;
  /** Write even when the git work tree has uncommitted changes. */
  force?: boolean;
  /** Insert review markers above findings (default true). */
  markers?: boolean;
  extensions?: string[];
  ignorePatterns?: string[];
  /** Respect .gitignore files (default true). */
  gitignore?: boolean;
  /** Visit the non-code files that transforms declare (.env, JSON, YAML, Markdown; default true). */
  textFiles?: boolean;
  /** Files larger than this many bytes are skipped (default 1 MiB). */
  maxFileSize?: number;
  /**
   * Skip files found in folders that look minified, compiled (build output) or generated (default
   * true), and let no follow-up edit one; files named in `paths` are always visited.
   */
  skipMinified?: boolean;
  /**
   * Threads: 1 keeps every file in this thread, but for a candidate of 128 KiB or more, which gets a
   * thread of its own so that a signal can stop its transform; n > 1 allows up to n worker threads when there are
   * enough candidate files (default: the number of cores). A run stays in this thread when one of its
   * transforms has no `module` a thread can load it from.
   */
  cpus?: number;
  /**
   * Candidate files from which worker threads are used, instead of the default estimate of the
   * candidates' work (see pool.ts); for tests and tuning.
   */
  workerThreshold?: number;
  /** Build the project index first, so that anchors imported from other modules count (default true). */
  project?: boolean;
  /**
   * Configuration, validated as a file is (the core keys and the options `transforms` declare);
   * default: the one found upward from each path up to the repository root (cf-codemod.config.json or
   * package.json; see loadConfigFor), and a configuration file inside the visited folders that is not
   * read is said (`onWarning`).
   */
  config?: UserConfig;
  /** What the run says aside from its report, once each (the command line prints it on stderr): a configuration file it does not read, a fallback. */
  onWarning?: (message: string) => void;
  /** Called once per visited file, in path order, with the text before and after when it changed. */
  onFile?: (outcome: FileOutcome, index: number, total: number) => void;
  /**
   * Where the caller writes the report afterwards (the command line's `--output-file`): a usage
   * error, before anything is read or written, when it is one of the files the run visits.
   */
  outputFile?: string;
}

export interface RunResult extends Report {
  /** The exit code the command line uses for this report. */
  exitCode: 0 | 1 | 3;
}

const DATE = /^\d{4}-\d{2}-\d{2}$/;

export function today(): string {
  const d = new Date();
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`;
}

export function validateDate(value: string): string {
  const ok = DATE.test(value) && !Number.isNaN(Date.parse(`${value}T00:00:00Z`)) &&
    new Date(`${value}T00:00:00Z`).toISOString().startsWith(value);
  if (!ok) throw new UsageError(`--as-of must be a date written YYYY-MM-DD, got "${value}"`);
  return value;
}

/**
 * The transforms a run applies, chosen `from` a list (the registry, say): the ones named by `ids`
 * (unknown ids are a usage error), or all when none is named, that are due by `asOf`, in list order.
 */
export function selectTransforms(ids: readonly string[] | undefined, asOf: string, from: readonly Transform[]): Transform[] {
  const wanted = (ids ?? []).flatMap((id) => id.split(',')).map((id) => id.trim()).filter(Boolean);
  const known = from.map((t) => t.id);
  const twice = known.find((id, i) => known.indexOf(id) !== i);
  if (twice !== undefined) throw new UsageError(`two transforms have the id "${twice}": ids name one transform each`);
  // `-t "$EMPTY"` must not quietly mean every transform (and, on a writing run, write).
  if (ids && ids.length > 0 && wanted.length === 0) {
    throw new UsageError(`--transform needs a transform id; known: ${known.join(', ')}`);
  }
  const unknown = wanted.filter((id) => !known.includes(id));
  if (unknown.length > 0) throw unknownTransforms(unknown, known);
  return from.filter((t) => t.eol <= asOf && (wanted.length === 0 || wanted.includes(t.id)));
}

/** The usage error for ids no transform has, each with the nearest known id, then every known id. */
export function unknownTransforms(unknown: readonly string[], known: readonly string[]): UsageError {
  return new UsageError(`unknown transform ${unknown.map((u) => `"${u}"${didYouMean(u, known)}`).join(', ')}; known: ${known.join(', ')}`);
}

/** How worker threads load the transforms, or undefined when one of them cannot be loaded there (no `module`). */
function threadRefs(transforms: readonly Transform[]): TransformRef[] | undefined {
  const refs: TransformRef[] = [];
  for (const t of transforms) {
    if (t.module === undefined) return undefined;
    refs.push({ id: t.id, module: t.module });
  }
  return refs;
}

const toDisplay = (cwd: string, abs: string): string => {
  // A file under cwd (both are resolved paths): its path after cwd, without path.relative's work (once per file of the run).
  if (abs.length > cwd.length + 1 && abs[cwd.length] === path.sep && abs.startsWith(cwd)) {
    const rel = abs.slice(cwd.length + 1);
    return path.sep === '/' ? rel : rel.split(path.sep).join('/');
  }
  const rel = path.relative(cwd, abs);
  return (rel === '' ? path.basename(abs) : rel).split(path.sep).join('/');
};

/** `--output-file` naming a file the run visits: the report would overwrite the file (or the run, the report). */
function refuseVisited(cwd: string, outputFile: string, visited: readonly string[]): void {
  // The report is written through a symbolic link (writeOutputFile): what counts is the link's target.
  let target = path.resolve(cwd, outputFile);
  try {
    target = linkTarget(target);
  } catch {
    /* a loop of links: refused as not writable by the command line */
  }
  let real = target;
  try {
    real = fs.realpathSync(target);
  } catch {
    /* not there yet: not visited either */
  }
  if (visited.some((f) => f === target || f === real)) {
    throw new UsageError(`--output-file ${outputFile} is one of the files the run visits: write the report outside the paths, or ignore it with --ignore-pattern`);
  }
}

/** Candidate files from this size on are sent to the threads one at a time (their trees are large). */
const LARGE_FILE_BYTES = 128 * 1024;

const nextTurn = () => new Promise((resolve) => setImmediate(resolve));

// Loaded at the first file that needs them: a run whose files the prefilter settles loads no parser,
// engine or transform (the files' own work is in file-job.ts and process.ts).
const fileJob = () => require('./file-job') as typeof import('./file-job');
const followUps = () => require('./follow-up') as typeof FollowUp;
const lineMaps = () => require('./line-map') as typeof import('./line-map');
const readJob = (job: FileJob) => (require('./read-job') as typeof import('./read-job')).readJob(job);



/**
 * The prefilter's verdict on one file, from one read: `settled` when it is a readable file within the
 * size limit, not binary, with no trigger word (unchanged, nothing parsed); `candidateBytes` when it
 * has a trigger word (processFile parses it, here or on a worker thread); neither when it is too
 * large, binary or unreadable (processFile, in this thread, reports it as it does for any file).
 */
interface Triage {
  settled?: FileOutcome;
  candidateBytes?: number;
  /** A candidate's text (for the modules it imports), dropped once looked at. */
  text?: string;
}

function triage(abs: string, rel: string, maxFileSize: number, isCandidate: (text: string, abs: string) => boolean, read?: string): Triage {
  // The project index read and decoded it already (a readable, non-binary file within the size limit).
  if (read !== undefined) return isCandidate(read, abs) ? { candidateBytes: Buffer.byteLength(read), text: read } : settledUnchanged(rel);
  const text = readTextBounded(abs, maxFileSize);
  if (text === undefined) return {};
  if (isCandidate(text, abs)) return { candidateBytes: Buffer.byteLength(text), text };
  return settledUnchanged(rel);
}

const settledUnchanged = (rel: string): Triage => ({ settled: { report: { path: rel, status: 'unchanged', transforms: [] }, findings: [] } });

/** A worker thread died on a file (out of memory, say): that file is an error, the run goes on. */
const workerFailure = (rel: string, e: Error): FileOutcome => ({
  report: { path: rel, status: 'error', transforms: [], error: `worker thread failed: ${e?.message ?? e}` },
  findings: [],
});

/**
 * Runs the codemod: lists files, runs every due transform on one parse of each candidate file,
 * writes changed files atomically (unless dry, print or check) and returns the report `--json` prints.
 * Usage errors throw `UsageError` (exit code 2) before anything is read or written.
 */
export async function run(options: RunOptions): Promise<RunResult> {
  const cwd = path.resolve(options.cwd ?? process.cwd());
  const asOf = validateDate(options.asOf ?? today());
  const transforms = selectTransforms(options.only, asOf, options.transforms);
  // A waiver may be for a transform the run leaves out: unused ones are told only when the run leaves
  // out none that is due today (one whose end of life is still to come has never reported anything).
  const now = today();
  const checkWaivers = options.transforms.every((t) => t.eol > now || transforms.includes(t));
  const writing = !options.dry && !options.print && !options.check;
  const textFiles = options.textFiles !== false;
  const known = knownOptions(options.transforms);
  const paths = options.paths && options.paths.length > 0 ? options.paths : ['.'];
  let configSource: ConfigSource | undefined;
  let config: UserConfig;
  if (options.config !== undefined) config = validateConfig(options.config, 'the config option', known);
  else ({ config, source: configSource } = loadConfigFor(cwd, paths, undefined, known));
  const extensions = options.extensions ?? DEFAULT_EXTENSIONS;
  const codeExt = new Set(extensions.map((e) => e.replace(/^\./, '').toLowerCase()));
  const isCode = (name: string) => codeExt.has(path.extname(name).slice(1).toLowerCase());
  const isTextFile = (name: string) => textFiles && !isCode(name) && transforms.some((t) => textSupportFor(name, t));

  if (options.cpus !== undefined && !(Number.isInteger(options.cpus) && options.cpus >= 1)) {
    throw new UsageError(`--cpus takes a whole number of at least 1, got "${options.cpus}"`);
  }

  const discovered = discoverFiles(paths, {
    cwd,
    extensions,
    isTextFile,
    ignorePatterns: options.ignorePatterns ?? [],
    gitignore: options.gitignore !== false,
  });

  if (options.outputFile !== undefined) refuseVisited(cwd, options.outputFile, [...discovered.files, ...discovered.skipped.map((s) => s.file)]);

  if (writing && !options.force) {
    const { dirty, unknown } = workTreeStates(paths.map((p) => {
      const abs = path.resolve(cwd, p);
      return discovered.files.includes(abs) ? path.dirname(abs) : abs;
    }));
    if (dirty.length > 0) {
      throw new UsageError(
        `the git working tree has uncommitted changes (${dirty.join(', ')}): commit or stash them first, or pass --force`,
      );
    }
    // A tree whose state cannot be known counts as dirty (contract): git missing, or refusing it.
    if (unknown.length > 0) {
      const { dir, reason } = unknown[0];
      throw new UsageError(`cannot tell whether ${dir} has uncommitted changes: ${reason}; pass --force to write anyway`);
    }
  }

  // Said once the run is sure to go ahead (a usage error is one line on stderr, alone).
  for (const note of discovered.notes) options.onWarning?.(note);
  // A configuration file in a visited folder that the run does not read (it is below the paths given):
  // said, not silently passed over. Only when the run looked its configuration up (none was given).
  if (options.config === undefined) {
    for (const file of discovered.configFiles) {
      if (file === configSource?.file) continue;
      const shown = describeConfig(cwd, { file });
      options.onWarning?.(
        `${shown} is not read: configuration is looked up from each path given and the folders above it${configSource ? ` (this run reads ${describeConfig(cwd, configSource)})` : ''}; run cf-codemod on ${path.dirname(shown)}, or name it with --config`,
      );
    }
  }

  const files: FileReport[] = [];
  const findings: Finding[] = [];
  const waivers: UnusedWaiver[] = [];
  const markers = options.markers !== false;
  const maxFileSize = options.maxFileSize ?? DEFAULT_MAX_FILE_SIZE;
  const jobFor = (abs: string): FileJob => {
    const anchored = anchoring?.of(abs);
    return {
      abs,
      rel: toDisplay(cwd, abs),
      mode: isCode(abs) ? 'code' : 'text',
      markers,
      config,
      maxFileSize,
      // With no module exporting an anchor, still the run's files: a transform's follow-up on a module (ctx.defer) resolves with them.
      project: project?.data ?? project?.built.data,
      ...(anchored ? { anchoring: anchored } : {}),
      skipMinified: options.skipMinified !== false && !discovered.named.has(abs),
      guardModules: options.skipMinified !== false,
      unusedWaivers: checkWaivers,
    };
  };
  // Ctrl-C or SIGTERM: no file is written after it (each write asks first), a wait for a thread ends
  // at once, and the run throws InterruptedError. A second signal of the same kind ends the process.
  const signals = new SignalWatch();
  let pool: FilePool | undefined;
  /** With no pool, a thread of its own for large candidates, whose transform a signal can stop (terminate). */
  let alone: FilePool | undefined;
  let completed = false;
  let project: RunProject | undefined;
  let anchoring: ProjectAnchoring | undefined;
  try {
    // 0. The project index: modules of the visited tree that export Cloudflare anchors (src/project/),
    // and which packages are anchored on Cloudflare (src/project/anchored.ts): their package.json
    // files, then the texts the index's scan passes (the anchoring words are among its words).
    const codeFiles = discovered.files.filter(isCode);
    const anchorScan = new AnchoringScan(codeFiles, (abs) => toDisplay(cwd, abs));
    const ownWords = [...apiAnchorWords(config), ...(checkWaivers ? [IGNORE_WORD] : [])];
    // Until something anchors a file's package, the gate also passes its texts that may anchor it;
    // once anchored, those that spell an untraced endpoint (the words of a package that is never
    // anchored are never looked for: they made the gate about a quarter slower on the bench's git tree).
    const opening = prefilterGate(transforms, config, { extra: [...ownWords, ...API_ANCHORING_WORDS], apart: [...CREDENTIAL_NAMES] });
    let anchoredGate: ((text: string) => boolean) | undefined;
    /**
     * Code files whose text the opening gate dropped: if a later text anchors their package, or an
     * import connects them to an API anchor module, the prefilter reads them again (one may spell an
     * untraced endpoint).
     */
    const unsure = new Set<string>();
    project = options.project === false ? undefined : indexProject(
      codeFiles, config, maxFileSize, transforms,
      // One scan of each text for the prefilter's words and the index's (the API anchor words), and waivers.
      (text, file) => {
        if (anchorScan.isAnchored(file)) return (anchoredGate ??= prefilterGate(transforms, config, { extra: ownWords, alternated: untracedWordsOf(transforms) }))(text);
        const keep = opening(text);
        if (keep) anchorScan.scan(text, file);
        else unsure.add(file);
        return keep;
      }, true,
    );
    // Without the index (`project: false`), only the package.json files anchor it.
    const built = project?.built;
    anchoring = anchorScan.result(built && {
      apiWordFiles: built.apiWordFiles,
      text: (abs) => built.texts.get(abs) || undefined,
      importsOf: (abs, text) => importedModules(abs, text, undefined, built.resolver).map(({ target }) => target),
    });
    for (const file of unsure) if (!anchoring?.of(file)) unsure.delete(file);
    const total = discovered.files.length;

    // 1. The prefilter, on every file: cheap (one read, a scan or two), never parses. A file no
    // transform can act on (no trigger and anchor of the same transform) is settled here.
    const dueIn = prefilter(transforms, config);
    const isCandidate = (text: string, abs: string) =>
      dueIn(text).length > 0 ||
      // A file with a waiver is read whole, so that one that waives nothing is told (no parse unless a transform is due).
      (checkWaivers && isCode(abs) && text.includes(IGNORE_WORD)) || (!!project?.data && dueTransforms(text, transforms, project.prefilterConfig(abs, text, config)).length > 0) ||
      // In an anchored package (or a module connected to its API anchors), a file spelling an untraced endpoint of a transform (src/cloudflare/untraced.ts).
      (isCode(abs) && !!anchoring?.of(abs) && untracedCandidates(text, transforms).length > 0);
    const settled: Array<FileOutcome | undefined> = new Array(total);
    const candidates: number[] = [];
    const sizes = new Map<number, number>();
    let candidateBytes = 0;
    // The first file (in path order) a follow-up may land on: a visited module a candidate code file
    // imports (only those run transforms that can ask for one, ctx.defer). From it on, outcomes are
    // held back until step 4, so that a module changed by its own pass and by a follow-up is reported
    // once, from its original text to its final one. Before it, files stream as they finish.
    const order = project ? new Map(discovered.files.map((abs, i) => [abs, i])) : undefined;
    let holdFrom = total;
    for (let i = 0; i < total && !signals.signal; i++) {
      const abs = discovered.files[i];
      const kept = project?.takeText(abs);
      const verdict = triage(abs, toDisplay(cwd, abs), maxFileSize, isCandidate, unsure.has(abs) ? undefined : kept);
      settled[i] = verdict.settled;
      if (verdict.candidateBytes !== undefined) {
        if (order && verdict.text !== undefined && isCode(abs)) holdFrom = Math.min(holdFrom, firstImported(abs, verdict.text, order, project!.built.resolver));
        candidates.push(i);
        sizes.set(i, verdict.candidateBytes);
        candidateBytes += verdict.candidateBytes;
      }
      if (i % 256 === 255) await nextTurn();
    }

    // 2. Worker threads only when the candidates are enough work to make up for the threads' start-up.
    const refs = threadRefs(transforms);
    const threads = signals.signal || !refs
      ? 0
      : threadsFor({ files: candidates.length, bytes: candidateBytes }, options.cpus, options.workerThreshold);
    const script = threads > 0 || (refs && [...sizes.values()].some((bytes) => bytes >= LARGE_FILE_BYTES)) ? workerScript() : undefined;
    if (script && refs && threads > 0) pool = createPool(script, threads, refs, project?.data ?? project?.built.data);
    const onThread = new Set(pool ? candidates : []);

    // Candidates sent ahead of the file being reported, at most `ahead` of them, so that outcomes
    // (which hold the text before and after) never pile up in memory. A large file's tree takes
    // hundreds of MiB, so one large file at a time is in flight: the others wait their turn.
    const ahead = threads * 4;
    const inFlight = new Map<number, Promise<FileOutcome>>();
    let sent = 0;
    let largeInFlight = 0;
    const sendAhead = (): void => {
      while (pool && sent < candidates.length && inFlight.size < ahead) {
        const i = candidates[sent];
        const large = sizes.get(i)! >= LARGE_FILE_BYTES;
        if (large && largeInFlight > 0) return;
        sent++;
        const job = jobFor(discovered.files[i]);
        if (large) largeInFlight++;
        const outcome = pool.process(job).catch((e: Error) => workerFailure(job.rel, e));
        inFlight.set(i, large ? outcome.finally(() => largeInFlight--) : outcome);
      }
    };

    // 3. Write in path order, whichever thread did the work; report and call onFile in path order
    // too, at once before `holdFrom`, after step 4 from it on.
    const deferred: DeferredEdit[] = [];
    /** Outcomes held back, by file, in path order. */
    const held = new Map<string, HeldOutcome>();
    /**
     * A writing run writes a changed file at once (atomically); a failed write makes it an error. False,
     * and nothing written, when a signal came, perhaps while this thread was busy with the file.
     */
    const writeOut = async (abs: string, outcome: FileOutcome): Promise<boolean> => {
      if (!writing || outcome.after === undefined) return true;
      if (await signals.settle()) return false;
      try {
        writeFileAtomic(abs, outcome.after, outcome.before);
      } catch (e) {
        outcome.report = { path: outcome.report.path, status: 'error', transforms: [], error: `cannot write: ${(e as Error).message}` };
      }
      return true;
    };
    const emit = (outcome: FileOutcome, index: number): void => {
      // A file written: its findings where they are in it now, below the markers inserted above them.
      if (writing && outcome.report.status === 'modified' && outcome.before !== undefined && outcome.after !== undefined) {
        outcome = { ...outcome, findings: lineMaps().placeInWritten(outcome.findings, outcome.before, outcome.after) };
      }
      files.push(outcome.report);
      findings.push(...outcome.findings.map(reportedFinding));
      if (outcome.unusedWaivers) waivers.push(...outcome.unusedWaivers);
      options.onFile?.(outcome, index, total);
    };
    // Not writing: the text each modified file would have, for a follow-up on it (step 4).
    const pending = new Map<string, string>();
    for (let i = 0; i < total && !signals.signal; i++) {
      const abs = discovered.files[i];
      let outcome = settled[i];
      settled[i] = undefined;
      if (!outcome && onThread.has(i)) {
        sendAhead();
        outcome = await Promise.race([inFlight.get(i)!, signals.stopped]);
        if (!outcome) break;
        inFlight.delete(i);
        sendAhead();
      } else if (!outcome && refs && script !== undefined && sizes.get(i)! >= LARGE_FILE_BYTES) {
        // A large file takes seconds, during which this thread would hear no signal: on a thread, a
        // signal ends the wait and the thread is terminated (a 6 MB file once ran on after SIGTERM).
        // The checks before any parse first, here: a minified bundle the run skips starts no thread
        // (its start-up loads every module again: most of what a sparse run's index cost, issue 31).
        const job = jobFor(abs);
        const read = readJob(job);
        if ('outcome' in read) outcome = read.outcome;
        else {
          alone ??= createPool(script, 1, refs, project?.data ?? project?.built.data);
          outcome = await Promise.race([alone.process(job).catch((e: Error) => workerFailure(job.rel, e)), signals.stopped]);
          if (!outcome) break;
        }
      } else if (!outcome) {
        outcome = fileJob().processFile(jobFor(abs), transforms);
      }
      if (!(await writeOut(abs, outcome))) break;
      if (!writing && outcome.after !== undefined) pending.set(abs, outcome.after);
      if (outcome.deferred) deferred.push(...outcome.deferred);
      if (i < holdFrom) emit(outcome, i);
      else held.set(abs, { index: i, outcome });
      // Let a pending SIGINT be handled between files, never in the middle of a write.
      if (i % 16 === 15) await nextTurn();
    }
    // 4. Follow-ups the transforms asked for on modules other files import (ctx.defer), on the text
    // the run left them with, reported and written like any other file's changes.
    if (!signals.signal && deferred.length > 0) {
      const { mergeFollowUp, runFollowUps } = followUps();
      for (const outcome of runFollowUps(deferred, transforms, { rel: (abs) => toDisplay(cwd, abs), markers, config, pending })) {
        if (!(await writeOut(outcome.abs, outcome))) break;
        const h = held.get(outcome.abs);
        if (h) h.outcome = mergeFollowUp(h.outcome, outcome);
        else {
          // Not a file of the run's list, or (never expected) one already reported: its own entry.
          const { abs: _abs, ...rest } = outcome;
          emit(rest, total - 1);
        }
      }
    }
    // Also after Ctrl-C: every file handled (and perhaps written) is reported.
    for (const h of held.values()) emit(h.outcome, h.index);
    // A signal during the last files' work (this thread heard none then) stops the run all the same.
    completed = !(await signals.settle());
  } finally {
    signals.close();
    removePendingTempFiles();
    project?.release();
    // Threads still busy (after Ctrl-C, or an exception from onFile) are stopped, not waited for.
    await Promise.all([pool?.close(!completed), alone?.close(!completed)]);
  }
  if (signals.signal) throw new InterruptedError(files.length, signals.signal);

  for (const s of discovered.skipped) files.push({ path: toDisplay(cwd, s.file), status: 'skipped', transforms: [], reason: s.reason });
  files.sort((a, b) => (a.path < b.path ? -1 : a.path > b.path ? 1 : 0));
  const report: Report = {
    version: 1,
    mode: options.check ? 'check' : writing ? 'write' : 'dry',
    asOf,
    transforms: transforms.map((t) => t.id),
    files,
    findings,
    unusedWaivers: waivers.sort((a, b) => (a.path < b.path ? -1 : a.path > b.path ? 1 : a.line - b.line)),
    anchoring: anchoring?.report() ?? notAnchored(),
    summary: summarise(files, findings),
  };
  return { ...report, exitCode: exitCodeFor(report, !!options.check) };
}

interface HeldOutcome {
  index: number;
  outcome: FileOutcome;
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

/**
 * The run stopped on SIGINT (Ctrl-C, exit code 130) or SIGTERM (143, 128 + the signal's number);
 * every file already handled was written whole, no temp file remains.
 */
export class InterruptedError extends Error {
  readonly exitCode: 130 | 143;
  constructor(
    readonly filesDone: number,
    readonly signal: 'SIGINT' | 'SIGTERM' = 'SIGINT',
  ) {
    super(`${signal === 'SIGTERM' ? 'terminated (SIGTERM)' : 'interrupted'} after ${filesDone} files; every file written so far is complete, nothing half-written`);
    this.name = 'InterruptedError';
    this.exitCode = signal === 'SIGTERM' ? 143 : 130;
  }
}
