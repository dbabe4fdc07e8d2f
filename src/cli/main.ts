import * as fs from 'fs';
import * as path from 'path';
import type { Argv } from 'yargs';
import type { Transform } from '../types';
import { runRegistry } from './lazy-registry';
import { run, unknownTransforms, DEFAULT_EXTENSIONS, DEFAULT_MAX_FILE_SIZE, InterruptedError, validateDate } from '../runner/run';
import { UsageError } from '../runner/errors';
import { CONFIG_FILE, knownOptions, loadConfig } from '../runner/config';
import { exitCodeFor, type Report } from '../runner/report';
import { today } from '../runner/run';
import { toGithub } from './github';
import { ReportLocations } from './locations';
import { humanReporter, type Streams } from './output';
import { toSarif } from './sarif';

import { docsLink, packageVersion } from './version';
import { anchorsCommand } from './anchors';
import { asList, checkArguments, splitList, wordsAfterDashes, type DeclaredOptions, type ValueRule } from './args';
import { checkWritable, writeOutputFile } from '../runner/write';
import { configNote } from './config-note';
import { SignalWatch } from '../runner/interrupt';
import { closest } from '../runner/suggest';


/*
 * A run takes its transforms from runRegistry (loaded when a file needs them, see lazy-registry.ts);
 * `list`, `explain` and SARIF rules describe them in full, from the registry itself. Modules only a
 * command or a report format needs are required there, so a plain run does not load them.
 */
const registry = (): Transform[] => (require('../../transforms') as typeof import('../../transforms')).registry;
const describe = () => require('./describe') as typeof import('./describe');

/** The first end-of-life date of the transforms the command line knows. */
const earliestEol = (): string => runRegistry().map((t) => t.eol).sort()[0];

const FORMATS = ['human', 'json', 'sarif', 'github'] as const;
type Format = (typeof FORMATS)[number];

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
  if (format === 'sarif') return JSON.stringify(toSarif(report, registry(), locations, packageVersion()), null, 2) + '\n';
  return toGithub(report, locations);
}

/** Before the run: a report that could not be written must not be found out after the files were. */
function checkOutputFile(file: string): void {
  try {
    checkWritable(file);
  } catch (e) {
    throw new UsageError(`--output-file ${file}: ${(e as Error).message}`);
  }
}

/** `--cpus 2`: digits only, so that what yargs read as a number is what was typed. */
const wholeNumber = (least: number, what: string): ValueRule => ({
  what,
  check: (value, name) => (/^\d+$/.test(value) && Number(value) >= least ? undefined : `${name} takes ${what}, got ${JSON.stringify(value)}`),
});

const EXTENSION = /^\.?[A-Za-z0-9][A-Za-z0-9_-]*$/;

/** What each value option takes (README "Options"); an option not listed takes any value that is not empty. */
const VALUE_RULES: Record<string, ValueRule> = {
  // An unknown id is refused by run() with the closest; an empty one (`-t=`, `-t ""`) here, in run()'s words.
  transform: {
    what: 'a transform id',
    repeatable: true,
    check: (value) =>
      value.split(',').every((id) => id.trim() === '') ? `--transform needs a transform id; known: ${runRegistry().map((t) => t.id).join(', ')}` : undefined,
  },
  'as-of': {
    what: 'a date written YYYY-MM-DD',
    check: (value) => {
      try {
        validateDate(value);
        return undefined;
      } catch (e) {
        return (e as Error).message;
      }
    },
  },
  format: { what: FORMATS.join(', ') },
  'output-file': { what: 'a file path' },
  config: { what: 'a file path' },
  extensions: {
    what: 'a comma-separated list of file extensions (such as ts,tsx)',
    check: (value, name) =>
      value.split(',').every((e) => EXTENSION.test(e.trim()))
        ? undefined
        : `${name} takes a comma-separated list of file extensions (such as ts,tsx), got ${JSON.stringify(value)}`,
  },
  'ignore-pattern': { what: 'a gitignore-style pattern', repeatable: true },
  'max-file-size': wholeNumber(1, 'a positive whole number of bytes'),
  cpus: wholeNumber(1, 'a whole number of at least 1'),
  'max-warnings': wholeNumber(0, 'a whole number (0 or more)'),
};

/**
 * Names other tools give an option, without dashes, and the option they mean here (an unknown
 * option is otherwise matched by spelling: `--workers` read as `--markers`). `--jobs` and `-j`
 * (make, and tools that follow it) are aliases of `--cpus`.
 */
const OTHER_TOOLS_NAMES: Record<string, string> = {
  workers: '--cpus',
  'max-workers': '--cpus',
  maxWorkers: '--cpus',
  threads: '--cpus',
  concurrency: '--cpus',
  parallel: '--cpus',
};

const COMMANDS = ['anchors', 'list', 'explain', 'completion'];

/** `cf-codemod lsit`: a first path that is not there and is spelt close to a command most likely meant the command. */
function refuseMisspeltCommand(paths: readonly string[]): void {
  const first = paths[0];
  if (first === undefined || fs.existsSync(path.resolve(first))) return;
  const command = closest(first, COMMANDS);
  if (command) throw new UsageError(`path does not exist: ${first}; did you mean the command ${command} (cf-codemod ${command} …)?`);
}
const COMPLETION = 'print a shell completion script (bash, zsh): cf-codemod completion >> ~/.bashrc';

const EPILOGUE = [
  'Exit codes:',
  '  0    done',
  '  1    --check found pending work, or more unwaived findings stand than --max-warnings allows',
  '  2    usage error (one line on stderr; nothing was written)',
  '  3    some files could not be parsed or transformed (wins over 1)',
  '  70   internal error, or the report file could not be written after the run',
  '  130  interrupted (Ctrl-C); nothing is written after the signal',
  '  143  terminated (SIGTERM); likewise',
].join('\n');

/**
 * Types and defaults are written into the option descriptions instead of yargs's right-aligned
 * "[boolean] [default: …]" column, which runs into a description that fills its line exactly
 * ("…would change[boolean]"). `usageConfiguration` is yargs 17.7's; @types/yargs lacks it.
 */
function hideTypes(y: Argv): Argv {
  return (y as Argv & { usageConfiguration(c: Record<string, boolean>): Argv }).usageConfiguration({ 'hide-types': true });
}

/** Help fits the terminal (40 to 120 columns); 100 when the output is not a terminal. */
export function helpWidth(out: { columns?: number }): number {
  return Math.max(40, Math.min(120, out.columns ?? 100));
}

/** The options of a run (the default command), also offered by shell completion. */
function runOptions(y: Argv) {
  return y
    .positional('paths', { type: 'string', array: true, describe: 'files or folders (default: .)' })
    .option('transform', { alias: 't', type: 'string', describe: '<id> only these transforms (repeatable, or comma-separated)' })
    .option('as-of', { type: 'string', describe: '<YYYY-MM-DD> the transforms whose end of life is on or before this date (default: today)' })
    .option('dry', { alias: 'd', type: 'boolean', describe: 'write nothing; print a unified diff for each file that would change' })
    .option('print', { alias: 'p', type: 'boolean', describe: 'write nothing; print each transformed file' })
    .option('check', { type: 'boolean', default: false, describe: 'write nothing; exit 1 if any file would change or any finding stands' })
    .option('format', { type: 'string', choices: FORMATS, describe: `<${FORMATS.join('|')}> how the results are reported (default: human); independent of the mode` })
    .option('json', { type: 'boolean', describe: 'short for --format json' })
    .option('output-file', { alias: 'o', type: 'string', describe: '<path> write the report there (default format json); the terminal keeps the human output' })
    .option('config', { type: 'string', describe: `<file> configuration file (default: ${CONFIG_FILE} or the "cf-codemod" key of package.json, here or in a folder above up to the repository root; the end of this help names the one found)` })
    .option('force', { type: 'boolean', default: false, describe: 'write even when the git working tree has uncommitted changes' })
    .option('markers', { type: 'boolean', default: true, describe: 'insert review comments above findings (--no-markers: report only)' })
    .option('extensions', { type: 'string', default: DEFAULT_EXTENSIONS.join(','), describe: `<list> code file extensions (default: ${DEFAULT_EXTENSIONS.join(',')})` })
    .option('ignore-pattern', { type: 'string', describe: '<glob> gitignore-style pattern to skip (repeatable); node_modules and .git always are' })
    .option('gitignore', { type: 'boolean', default: true, describe: 'respect .gitignore files (--no-gitignore: visit ignored files too)' })
    .option('text-files', { type: 'boolean', default: true, describe: 'let transforms that support it visit .env, JSON, YAML and Markdown files (--no-text-files: off)' })
    .option('max-file-size', { type: 'number', default: DEFAULT_MAX_FILE_SIZE, describe: `<bytes> skip larger files, generated or minified (default: ${DEFAULT_MAX_FILE_SIZE})` })
    .option('skip-minified', { type: 'boolean', default: true, describe: 'skip minified files, build output and generated files found in folders, and let no follow-up edit one (--no-skip-minified: visit them); a file named as a path is always visited' })
    .option('cpus', { alias: ['jobs', 'j'], type: 'number', describe: '<n> worker threads at most (default: by the number of candidate files and cores)' })
    .option('quiet', { type: 'boolean', describe: 'human output: only the diffs or printed files, unwaived findings and errors (no summary, skipped files or progress)' })
    .option('max-warnings', { type: 'number', describe: '<n> exit 1 when more than n unwaived findings stand (with --check: findings fail it only then)' })
    .option('color', { type: 'boolean', describe: 'colour the human output (--no-color: never); default: by NO_COLOR, FORCE_COLOR and the terminal' })
    .conflicts('dry', 'print')
    .example('$0 --dry .', 'show what would change, write nothing')
    .example('$0 src', 'rewrite files under src (needs a clean git tree, or --force)')
    .example('$0 --check --format sarif -o cf.sarif', 'fail CI while work is pending; SARIF for code scanning')
    .example('$0 --json -o report.json .', 'rewrite, keep the human output, record a JSON report')
    .example('$0 -t page-shield-route,error-chain src', 'run two transforms');
}

/** Runs the command line; resolves to the exit code. Never throws for a user's mistake. */
export async function main(
  argv: string[],
  yargsFactory: (args: string[]) => Argv,
  streams: Streams = { out: process.stdout, err: process.stderr },
): Promise<number> {
  let code = 0;
  /** A run's: signals from its start to the end of the command, so that none is lost between run() and the report. */
  let signals: SignalWatch | undefined;
  const usage = (message: string): void => {
    streams.err.write(`cf-codemod: ${message}\n`);
    code = 2;
  };

  const cli = anchorsCommand(hideTypes(yargsFactory(argv)), streams, argv)
    .scriptName('cf-codemod')
    .usage('$0 [paths..]\n\nRun every transform due by --as-of on the paths (default: .): rewrite client code off\ndeprecated Cloudflare API interfaces.')
    .command(
      '$0 [paths..]',
      // Described by the usage line, not listed among the commands: yargs's "[default]" note on it
      // runs into a description that fills its line exactly, at some widths.
      false,
      runOptions,
      async (args) => {
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
        const watch = (signals = new SignalWatch());
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
        // Named transforms left out by --as-of are said, not silently skipped (see README "Options").
        for (const id of splitList(transforms) ?? []) {
          const t = runRegistry().find((r) => r.id === id);
          if (t && t.eol > asOf && !quiet) {
            streams.err.write(`cf-codemod: ${id} not run: its end of life ${t.eol} is after --as-of ${asOf}\n`);
          }
        }
        // Nothing due by --as-of: a --check that checked nothing must not pass unsaid.
        if (result.transforms.length === 0 && (splitList(transforms) ?? []).length === 0 && !quiet) {
          streams.err.write(`cf-codemod: no transform had reached end of life by ${asOf}: nothing was run (the earliest is due ${earliestEol()})\n`);
        }
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
              code = 70;
              return;
            }
          }
        }
        code = maxWarnings === undefined ? exitCode : exitCodeFor(report, !!args.check, maxWarnings);
        const unwaived = report.findings.filter((f) => !f.waived).length;
        if (maxWarnings !== undefined && unwaived > maxWarnings) {
          streams.err.write(`cf-codemod: ${unwaived} unwaived finding${unwaived === 1 ? '' : 's'}, more than --max-warnings ${maxWarnings}\n`);
        }
        await stopIfSignalled(filesDone);
      },
    )
    .command(
      'list',
      'every transform: id, end-of-life date, kind, title, by source (original schedule or later notices)',
      (y) => y.option('json', { type: 'boolean', default: false, describe: 'print JSON' }),
      (args) => {
        const extra = wordsAfterDashes(argv);
        if (extra.length > 0) throw new UsageError(`list takes no paths, got ${extra.join(' ')}`);
        const { listEntry, listText } = describe();
        streams.out.write(args.json ? JSON.stringify(registry().map(listEntry), null, 2) + '\n' : listText(registry(), today()));
      },
    )
    .command(
      'explain <id>',
      'what a transform changes, before/after, what it reports, links',
      (y) => y.positional('id', { type: 'string', demandOption: true }),
      (args) => {
        const t = registry().find((r) => r.id === String(args.id));
        if (!t) throw unknownTransforms([String(args.id)], registry().map((r) => r.id));
        streams.out.write(describe().explainText(t));
      },
    )
    .completion('completion', COMPLETION, (current: string, parsed: { _: unknown[] }, completeDefault: (then: (e: Error | null, found: string[] | undefined) => void) => void, done: (found: string[]) => void) => {
      // yargs completes a command's options, the run's (the default command's) only when it runs.
      completeDefault((_e, found) => {
        const first = String(parsed._[0] ?? '');
        const run = current.startsWith('-') && !COMMANDS.includes(first)
          ? Object.keys((runOptions(yargsFactory([])) as unknown as { getOptions(): { key: Record<string, unknown> } }).getOptions().key)
            .filter((k) => k.length > 1 && k !== 'paths')
            .map((k) => `--${k}`)
            .filter((k) => k.startsWith(current))
          : [];
        done([...new Set([...(found ?? []), ...run])]);
      });
    })
    // Before yargs's own checks: every token as typed (a boolean takes no value, a value option
    // needs a valid one, `-` is no path, unknown options named with the closest known one).
    // yargs passes its instance, with the options of the command being run (@types/yargs omits it).
    .middleware(((_parsed: unknown, y: { getOptions(): DeclaredOptions }) => {
      checkArguments(argv, y.getOptions(), VALUE_RULES, ['paths', 'id'], OTHER_TOOLS_NAMES);
    }) as unknown as (parsed: unknown) => void, true)
    .strict()
    .epilogue(`${EPILOGUE}\n\nDocs: ${docsLink()}`)
    .epilogue(configNote(process.cwd()))
    .version(packageVersion())
    .help()
    .alias('help', 'h')
    .alias('version', 'v')
    .wrap(helpWidth(streams.out as { columns?: number }))
    .exitProcess(false)
    .fail((message, error) => {
      if (error) throw error;
      throw new UsageError(message.replace(/\s*\n\s*/g, ' '));
    });

  // yargs prints the script, then, told not to exit the process, runs the default command on the
  // path "completion": the script is printed here instead.
  if (argv[0] === 'completion') {
    if (argv.length > 1) {
      usage(`completion takes no arguments, got ${argv.slice(1).join(' ')}`);
      return code;
    }
    cli.showCompletionScript();
    return 0;
  }
  try {
    await cli.parseAsync();
  } catch (e) {
    if (e instanceof UsageError) usage(e.message);
    else if (e instanceof InterruptedError) {
      streams.err.write(`cf-codemod: ${e.message}\n`);
      code = e.exitCode;
    } else {
      streams.err.write(`cf-codemod: internal error: ${(e as Error).message ?? e}\n`);
      code = 70;
    }
  } finally {
    signals?.close();
  }
  return code;
}
