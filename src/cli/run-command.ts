/**
 * The default command: a run of the transforms on the paths, its report in the format asked for
 * (on stdout or in --output-file) beside the human output, and the exit code it ends with.
 */
import * as fs from 'fs';
import * as path from 'path';
import type { ArgumentsCamelCase, Argv } from 'yargs';
import type { Transform } from '../types';
import { runRegistry } from './lazy-registry';
import { run, InterruptedError, today, validateDate } from '../runner/run';
import { UsageError } from '../runner/errors';
import { knownOptions, loadConfig } from '../runner/config';
import { exitCodeFor, type Report } from '../runner/report';
import { ReportLocations } from './locations';
import { humanReporter, type Streams } from './output';
import { packageVersion } from './version';
import { asList, splitList, wordsAfterDashes } from './args';
import { checkWritable, writeOutputFile } from '../runner/write';
import type { SignalWatch } from '../runner/interrupt';
import { closest } from '../runner/suggest';
import { COMMANDS, type Format, type runOptions } from './run-options';

const registry = (): Transform[] => (require('../../transforms') as typeof import('../../transforms')).registry;

/** The first end-of-life date of the transforms the command line knows. */
const earliestEol = (): string => runRegistry().map((t) => t.eol).sort()[0];

/** `--json` is short for `--format json`; `--output-file` alone means JSON (a file wants a machine format). */
function reportFormat(format: Format | undefined, json: boolean, outputFile: string | undefined): Format {
  if (json && format !== undefined && format !== 'json') throw new UsageError(`--json and --format ${format} ask for two formats`);
  const chosen = json ? 'json' : (format ?? (outputFile !== undefined ? 'json' : 'human'));
  if (chosen === 'human' && outputFile !== undefined) {
    throw new UsageError('--output-file takes a report format: --format json, sarif or github');
  }
  return chosen;
}

function renderReport(format: Exclude<Format, 'human'>, report: Report, locations: ReportLocations): string {
  if (format === 'json') return JSON.stringify(report, null, 2) + '\n';
  // Required here: a run reported otherwise does not load them (issue 31: start-up).
  if (format === 'sarif') return JSON.stringify((require('./sarif') as typeof import('./sarif')).toSarif(report, registry(), locations, packageVersion()), null, 2) + '\n';
  return (require('./github') as typeof import('./github')).toGithub(report, locations);
}

/** Before the run: a report that could not be written must not be found out after the files were. */
function checkOutputFile(file: string): void {
  try {
    checkWritable(file);
  } catch (e) {
    throw new UsageError(`--output-file ${file}: ${(e as Error).message}`);
  }
}

/** `cf-codemod lsit`: a first path that is not there and is spelt close to a command most likely meant the command. */
function refuseMisspeltCommand(paths: readonly string[]): void {
  const first = paths[0];
  if (first === undefined || fs.existsSync(path.resolve(first))) return;
  const command = closest(first, COMMANDS);
  if (command) throw new UsageError(`path does not exist: ${first}; did you mean the command ${command} (cf-codemod ${command} …)?`);
}

/**
 * Named transforms left out by --as-of are said, not silently skipped (see README "Options"); and with
 * nothing due by --as-of, a --check that checked nothing must not pass unsaid.
 */
function sayWhatDidNotRun(streams: Streams, { only, asOf, ran }: { only: string[] | undefined; asOf: string; ran: number }): void {
  const named = splitList(only) ?? [];
  for (const id of named) {
    const t = runRegistry().find((r) => r.id === id);
    if (t && t.eol > asOf) streams.err.write(`cf-codemod: ${id} not run: its end of life ${t.eol} is after --as-of ${asOf}\n`);
  }
  if (ran === 0 && named.length === 0) {
    streams.err.write(`cf-codemod: no transform had reached end of life by ${asOf}: nothing was run (the earliest is due ${earliestEol()})\n`);
  }
}

/** The arguments of a run, as yargs read them with runOptions. */
export type RunArgs = ArgumentsCamelCase<ReturnType<typeof runOptions> extends Argv<infer T> ? T : never>;

/** Where a run writes and what it listens to: the command line's words, its streams, the signals heard since it began. */
export interface RunSetting {
  argv: string[];
  streams: Streams;
  watch: SignalWatch;
}

/** Runs the transforms as the arguments say, reports, and resolves to the exit code. Throws a UsageError or an InterruptedError. */
export async function runCommand(args: RunArgs, { argv, streams, watch }: RunSetting): Promise<number> {
  const started = Date.now();
  // Values were checked as typed (checkArguments, before this handler).
  const asOf = args.asOf !== undefined ? validateDate(String(args.asOf)) : today();
  const quiet = !!args.quiet;
  const maxWarnings = args.maxWarnings as number | undefined;
  const outputFile = args.outputFile as string | undefined;
  const format = reportFormat(args.format as Format | undefined, !!args.json, outputFile);
  if (args.print && format !== 'human' && outputFile === undefined) {
    throw new UsageError(`--print and --format ${format} both write to stdout: send the report to a file with --output-file`);
  }
  if (outputFile !== undefined) checkOutputFile(outputFile);
  refuseMisspeltCommand((args.paths as string[] | undefined) ?? []);
  // Named with --config: read here. Else run() looks it up from each path (and says what it does not read).
  const config = args.config !== undefined ? loadConfig(process.cwd(), args.config as string, knownOptions(runRegistry())) : undefined;
  const transforms = asList(args.transform);
  const human = format === 'human' || outputFile !== undefined
    ? humanReporter(streams, { dry: !!args.dry, print: !!args.print, quiet, color: args.color as boolean | undefined, writing: !args.dry && !args.print && !args.check })
    : undefined;
  const locations = new ReportLocations(process.cwd());
  // Only SARIF and GitHub annotations point at a modified file's first rewritten line.
  const wantsLines = format === 'sarif' || format === 'github';
  /** A signal heard since the run began (perhaps while the report was made): stop, write nothing more. */
  const stopIfSignalled = async (filesDone: number): Promise<void> => {
    const signal = await watch.settle();
    if (signal) throw new InterruptedError(filesDone, signal);
  };
  const result = await run({
    // yargs leaves the words after `--` out of `paths`: they are paths all the same (`-- --dry` too).
    paths: [...((args.paths as string[] | undefined) ?? []), ...wordsAfterDashes(argv)],
    transforms: runRegistry(),
    only: transforms, // run() splits on commas and refuses an empty list
    asOf,
    dry: !!args.dry,
    print: args.print,
    check: args.check,
    force: args.force,
    markers: args.markers,
    extensions: splitList([args.extensions]),
    ignorePatterns: asList(args.ignorePattern),
    gitignore: args.gitignore,
    textFiles: args.textFiles,
    maxFileSize: args.maxFileSize,
    skipMinified: args.skipMinified,
    cpus: args.cpus,
    config,
    outputFile,
    onWarning: (message) => {
      if (!quiet) streams.err.write(`cf-codemod: ${message}\n`);
    },
    onFile: (outcome, index, total) => {
      if (wantsLines && outcome.after !== undefined) locations.noteChange(outcome.report.path, outcome.before ?? '', outcome.after, outcome.rewrittenBy ?? []);
      human?.onFile(outcome, index, total);
    },
  });
  if (!quiet) sayWhatDidNotRun(streams, { only: transforms, asOf, ran: result.transforms.length });
  const { exitCode, ...report } = result;
  const filesDone = report.files.filter((f) => f.status !== 'skipped').length;
  await stopIfSignalled(filesDone);
  if (human) human.finish(result, (Date.now() - started) / 1000, !!args.dry || args.check || !!args.print);
  if (format !== 'human') {
    const text = renderReport(format, report, locations);
    if (outputFile === undefined) streams.out.write(text);
    else {
      await stopIfSignalled(filesDone);
      try {
        writeOutputFile(outputFile, text);
      } catch (e) {
        streams.err.write(`cf-codemod: cannot write the report to ${outputFile}: ${(e as Error).message}\n`);
        return 70;
      }
    }
  }
  let code = exitCode;
  if (maxWarnings !== undefined) {
    code = exitCodeFor(report, !!args.check, maxWarnings);
    const unwaived = report.findings.filter((f) => !f.waived).length;
    if (unwaived > maxWarnings) streams.err.write(`cf-codemod: ${unwaived} unwaived finding${unwaived === 1 ? '' : 's'}, more than --max-warnings ${maxWarnings}\n`);
  }
  await stopIfSignalled(filesDone);
  return code;
}
