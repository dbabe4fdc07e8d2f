import type { Argv } from 'yargs';
import { registry, findTransform } from '../../transforms';
import { run, DEFAULT_EXTENSIONS, DEFAULT_MAX_FILE_SIZE, InterruptedError, validateDate } from '../runner/run';
import { UsageError } from '../runner/errors';
import { explainText, listEntry, listText } from './describe';
import { humanReporter, type Streams } from './output';

import { packageVersion } from './version';

/** A repeatable option arrives as one string or several (never greedy: `-t id .` keeps `.` a path). */
const asList = (value: unknown): string[] | undefined =>
  value === undefined ? undefined : (Array.isArray(value) ? value : [value]).map(String);

const splitList = (values: string[] | undefined): string[] | undefined =>
  values?.flatMap((v) => String(v).split(',')).map((v) => v.trim()).filter(Boolean);

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

  const cli = yargsFactory(argv)
    .scriptName('cf-codemod')
    .usage('$0 [paths..]\n\nRewrite client code off deprecated Cloudflare API interfaces.')
    .command(
      '$0 [paths..]',
      'run every transform due by --as-of on the paths (default: .)',
      (y) =>
        y
          .positional('paths', { type: 'string', array: true, describe: 'files or folders' })
          .option('transform', { alias: 't', type: 'string', describe: 'only these transform ids (repeatable, or comma-separated)' })
          .option('as-of', { type: 'string', describe: 'transforms whose end of life is on or before this date, YYYY-MM-DD (default: today)' })
          .option('dry', { alias: 'd', type: 'boolean', describe: 'write nothing; print a unified diff for each file that would change' })
          .option('print', { alias: 'p', type: 'boolean', describe: 'write nothing; print each transformed file' })
          .option('check', { type: 'boolean', default: false, describe: 'write nothing; exit 1 if any file would change or any finding stands' })
          .option('json', { type: 'boolean', describe: 'print one JSON report on stdout instead of human output' })
          .option('force', { type: 'boolean', default: false, describe: 'run even when the git working tree has uncommitted changes' })
          .option('markers', { type: 'boolean', default: true, describe: 'insert review comments above findings (--no-markers: report only)' })
          .option('extensions', { type: 'string', default: DEFAULT_EXTENSIONS.join(','), describe: 'code file extensions' })
          .option('ignore-pattern', { type: 'string', describe: 'gitignore-style pattern to skip (repeatable); node_modules and .git always are' })
          .option('gitignore', { type: 'boolean', default: true, describe: 'respect .gitignore files (--no-gitignore: visit ignored files too)' })
          .option('text-files', { type: 'boolean', default: true, describe: 'let transforms that support it visit .env, JSON, YAML and Markdown files (--no-text-files: off)' })
          .option('max-file-size', { type: 'number', default: DEFAULT_MAX_FILE_SIZE, describe: 'skip files larger than this many bytes (generated or minified)' })
          .option('skip-minified', { type: 'boolean', default: true, describe: 'skip minified or compiled files found in folders (--no-skip-minified: visit them); a file named as a path is always visited' })
          .option('cpus', { type: 'number', describe: 'worker count (default: by the number of candidate files and cores)' })
          .conflicts('dry', 'print')
          .conflicts('json', 'print')
          .example('$0 --dry .', 'show what would change, write nothing')
          .example('$0 src', 'rewrite files under src (needs a clean git tree, or --force)')
          .example('$0 --check --json', 'fail CI while any migration or finding is pending')
          .example('$0 -t page-shield-route,rinkeby-to-sepolia --as-of 2024-01-01 .', 'run two transforms'),
      async (args) => {
        const started = Date.now();
        if (args.asOf !== undefined) validateDate(String(args.asOf));
        if (args.cpus !== undefined && !(Number.isInteger(args.cpus) && args.cpus >= 1)) {
          throw new UsageError(`--cpus takes a whole number of at least 1, got "${args.cpus}"`);
        }
        if (!(Number.isFinite(args.maxFileSize) && args.maxFileSize > 0)) {
          throw new UsageError(`--max-file-size takes a positive number of bytes, got "${args.maxFileSize}"`);
        }
        const human = args.json ? undefined : humanReporter(streams, { dry: !!args.dry, print: !!args.print });
        const result = await run({
          paths: args.paths as string[] | undefined,
          transforms: asList(args.transform), // run() splits on commas and refuses an empty list
          asOf: args.asOf as string | undefined,
          dry: !!args.dry || !!args.json,
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
          onFile: human?.onFile,
        });
        const { exitCode, ...report } = result;
        if (args.json) streams.out.write(JSON.stringify(report, null, 2) + '\n');
        else human!.finish(result, (Date.now() - started) / 1000, !!args.dry || args.check);
        code = exitCode;
      },
    )
    .command(
      'list',
      'every transform: id, end-of-life date, kind, title',
      (y) => y.option('json', { type: 'boolean', default: false, describe: 'print JSON' }),
      (args) => {
        streams.out.write(args.json ? JSON.stringify(registry.map(listEntry), null, 2) + '\n' : listText(registry));
      },
    )
    .command(
      'explain <id>',
      'what a transform changes, before/after, what it reports, links',
      (y) => y.positional('id', { type: 'string', demandOption: true }),
      (args) => {
        const t = findTransform(String(args.id));
        if (!t) throw new UsageError(`unknown transform "${args.id}"; known: ${registry.map((r) => r.id).join(', ')}`);
        streams.out.write(explainText(t));
      },
    )
    .strict()
    .version(packageVersion())
    .help()
    .alias('help', 'h')
    .alias('version', 'v')
    .wrap(Math.min(110, (streams.out as { columns?: number }).columns ?? 100))
    .exitProcess(false)
    .fail((message, error) => {
      if (error) throw error;
      throw new UsageError(message);
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
