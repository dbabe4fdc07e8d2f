import * as fs from 'fs';
import * as path from 'path';
import type { Argv } from 'yargs';
import type { Transform } from '../types';
import { runRegistry } from './lazy-registry';
import { run, unknownTransforms, DEFAULT_EXTENSIONS, DEFAULT_MAX_FILE_SIZE, InterruptedError, validateDate } from '../runner/run';
import { UsageError } from '../runner/errors';
import { CONFIG_FILE, knownOptions, loadConfig } from '../runner/config';
import type { Report } from '../runner/report';
import { today } from '../runner/run';
import { toGithub } from './github';
import { ReportLocations } from './locations';
import { humanReporter, type Streams } from './output';
import { toSarif } from './sarif';

import { packageVersion } from './version';
import { anchorsCommand } from './anchors';
import { asList, splitList } from './args';


/*
 * A run takes its transforms from runRegistry (loaded when a file needs them, see lazy-registry.ts);
 * `list`, `explain` and SARIF rules describe them in full, from the registry itself. Modules only a
 * command or a report format needs are required there, so a plain run does not load them.
 */
const registry = (): Transform[] => (require('../../transforms') as typeof import('../../transforms')).registry;
const describe = () => require('./describe') as typeof import('./describe');

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
  const dir = path.dirname(path.resolve(file));
  if (!fs.existsSync(dir) || !fs.statSync(dir).isDirectory()) throw new UsageError(`--output-file: folder does not exist: ${path.dirname(file)}`);
  if (fs.existsSync(file) && fs.statSync(file).isDirectory()) throw new UsageError(`--output-file: ${file} is a folder`);
}

function writeReport(file: string, text: string): void {
  const temp = `${file}.${process.pid}.tmp`;
  fs.writeFileSync(temp, text);
  fs.renameSync(temp, file);
}

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

/** Runs the command line; resolves to the exit code. Never throws for a user's mistake. */
export async function main(
  argv: string[],
  yargsFactory: (args: string[]) => Argv,
  streams: Streams = { out: process.stdout, err: process.stderr },
): Promise<number> {
  let code = 0;
  const usage = (message: string): void => {
    streams.err.write(`cf-codemod: ${message}\n`);
    code = 2;
  };

  const cli = anchorsCommand(hideTypes(yargsFactory(argv)), streams)
    .scriptName('cf-codemod')
    .usage('$0 [paths..]\n\nRun every transform due by --as-of on the paths (default: .): rewrite client code off\ndeprecated Cloudflare API interfaces.')
    .command(
      '$0 [paths..]',
      // Described by the usage line, not listed among the commands: yargs's "[default]" note on it
      // runs into a description that fills its line exactly, at some widths.
      false,
      (y) =>
        y
          .positional('paths', { type: 'string', array: true, describe: 'files or folders (default: .)' })
          .option('transform', { alias: 't', type: 'string', describe: '<id> only these transforms (repeatable, or comma-separated)' })
          .option('as-of', { type: 'string', describe: '<YYYY-MM-DD> the transforms whose end of life is on or before this date (default: today)' })
          .option('dry', { alias: 'd', type: 'boolean', describe: 'write nothing; print a unified diff for each file that would change' })
          .option('print', { alias: 'p', type: 'boolean', describe: 'write nothing; print each transformed file' })
          .option('check', { type: 'boolean', default: false, describe: 'write nothing; exit 1 if any file would change or any finding stands' })
          .option('format', { type: 'string', choices: FORMATS, describe: `<${FORMATS.join('|')}> how the results are reported (default: human); independent of the mode` })
          .option('json', { type: 'boolean', describe: 'short for --format json' })
          .option('output-file', { alias: 'o', type: 'string', describe: '<path> write the report there (default format json); the terminal keeps the human output' })
          .option('config', { type: 'string', describe: `<file> configuration file (default: ${CONFIG_FILE} or the "cf-codemod" key of package.json)` })
          .option('force', { type: 'boolean', default: false, describe: 'write even when the git working tree has uncommitted changes' })
          .option('markers', { type: 'boolean', default: true, describe: 'insert review comments above findings (--no-markers: report only)' })
          .option('extensions', { type: 'string', default: DEFAULT_EXTENSIONS.join(','), describe: `<list> code file extensions (default: ${DEFAULT_EXTENSIONS.join(',')})` })
          .option('ignore-pattern', { type: 'string', describe: '<glob> gitignore-style pattern to skip (repeatable); node_modules and .git always are' })
          .option('gitignore', { type: 'boolean', default: true, describe: 'respect .gitignore files (--no-gitignore: visit ignored files too)' })
          .option('text-files', { type: 'boolean', default: true, describe: 'let transforms that support it visit .env, JSON, YAML and Markdown files (--no-text-files: off)' })
          .option('max-file-size', { type: 'number', default: DEFAULT_MAX_FILE_SIZE, describe: `<bytes> skip larger files, generated or minified (default: ${DEFAULT_MAX_FILE_SIZE})` })
          .option('skip-minified', { type: 'boolean', default: true, describe: 'skip minified or compiled files found in folders (--no-skip-minified: visit them); a file named as a path is always visited' })
          .option('cpus', { type: 'number', describe: '<n> worker threads at most (default: by the number of candidate files and cores)' })
          .conflicts('dry', 'print')
          .conflicts('json', 'print')
          .example('$0 --dry .', 'show what would change, write nothing')
          .example('$0 src', 'rewrite files under src (needs a clean git tree, or --force)')
          .example('$0 --check --format sarif -o cf.sarif', 'fail CI while work is pending; SARIF for code scanning')
          .example('$0 --json -o report.json .', 'rewrite, keep the human output, record a JSON report')
          .example('$0 -t page-shield-route,error-chain src', 'run two transforms'),
      async (args) => {
        const started = Date.now();
        const asOf = args.asOf !== undefined ? validateDate(String(args.asOf)) : today();
        if (args.cpus !== undefined && !(Number.isInteger(args.cpus) && args.cpus >= 1)) {
          throw new UsageError(`--cpus takes a whole number of at least 1, got "${args.cpus}"`);
        }
        if (!(Number.isFinite(args.maxFileSize) && args.maxFileSize > 0)) {
          throw new UsageError(`--max-file-size takes a positive number of bytes, got "${args.maxFileSize}"`);
        }
        const outputFile = args.outputFile as string | undefined;
        const format = reportFormat(args.format as Format | undefined, !!args.json, outputFile);
        if (args.print && format !== 'human' && outputFile === undefined) {
          throw new UsageError(`--print and --format ${format} both write to stdout: send the report to a file with --output-file`);
        }
        if (outputFile !== undefined) checkOutputFile(outputFile);
        const config = loadConfig(process.cwd(), args.config as string | undefined, knownOptions(runRegistry()));
        const transforms = asList(args.transform);
        const human = format === 'human' || outputFile !== undefined
          ? humanReporter(streams, { dry: !!args.dry, print: !!args.print })
          : undefined;
        const locations = new ReportLocations(process.cwd());
        // Only SARIF and GitHub annotations point at a modified file's first changed line.
        const wantsLines = format === 'sarif' || format === 'github';
        const result = await run({
          paths: args.paths as string[] | undefined,
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
          onFile: (outcome, index, total) => {
            if (wantsLines && outcome.after !== undefined) locations.noteChange(outcome.report.path, outcome.before ?? '', outcome.after);
            human?.onFile(outcome, index, total);
          },
        });
        // Named transforms left out by --as-of are said, not silently skipped (see README "Options").
        for (const id of splitList(transforms) ?? []) {
          const t = runRegistry().find((r) => r.id === id);
          if (t && t.eol > asOf) {
            streams.err.write(`cf-codemod: ${id} not run: its end of life ${t.eol} is after --as-of ${asOf}\n`);
          }
        }
        const { exitCode, ...report } = result;
        if (human) human.finish(result, (Date.now() - started) / 1000, !!args.dry || args.check || !!args.print);
        if (format !== 'human') {
          const text = renderReport(format, report, locations);
          if (outputFile !== undefined) writeReport(outputFile, text);
          else streams.out.write(text);
        }
        code = exitCode;
      },
    )
    .command(
      'list',
      'every transform: id, end-of-life date, kind, title, by source (original schedule or later notices)',
      (y) => y.option('json', { type: 'boolean', default: false, describe: 'print JSON' }),
      (args) => {
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
    .strict()
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

  try {
    await cli.parseAsync();
  } catch (e) {
    if (e instanceof UsageError) usage(e.message);
    else if (e instanceof InterruptedError) {
      streams.err.write(`cf-codemod: ${e.message}\n`);
      code = 130;
    } else {
      streams.err.write(`cf-codemod: internal error: ${(e as Error).message ?? e}\n`);
      code = 70;
    }
  }
  return code;
}
