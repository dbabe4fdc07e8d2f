import type { Argv } from 'yargs';
import type { Transform } from '../types';
import { unknownTransforms, InterruptedError, today } from '../runner/run';
import { UsageError } from '../runner/errors';
import type { Streams } from './output';
import { docsLink, packageVersion } from './version';
import { anchorsCommand } from './anchors';
import { checkArguments, wordsAfterDashes, type DeclaredOptions } from './args';
import { configNote } from './config-note';
import { SignalWatch } from '../runner/interrupt';
import { COMMANDS, OTHER_TOOLS_NAMES, runOptions, VALUE_RULES } from './run-options';
import { runCommand } from './run-command';

/*
 * A run takes its transforms from runRegistry (loaded when a file needs them, see lazy-registry.ts);
 * `list`, `explain` and SARIF rules describe them in full, from the registry itself. Modules only a
 * command or a report format needs are required there, so a plain run does not load them.
 */
const registry = (): Transform[] => (require('../../transforms') as typeof import('../../transforms')).registry;
const describe = () => require('./describe') as typeof import('./describe');

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
        code = await runCommand(args, { argv, streams, watch: (signals = new SignalWatch()) });
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
      checkArguments(argv, { options: y.getOptions(), rules: VALUE_RULES, positionals: ['paths', 'id'], meant: OTHER_TOOLS_NAMES });
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
