/**
 * The default command's options as the command line declares them: what each takes (checked as typed,
 * see args.ts), the names other tools give them, the report formats, and the words that are commands.
 */
import type { Argv } from 'yargs';
import { DEFAULT_EXTENSIONS, DEFAULT_MAX_FILE_SIZE, validateDate } from '../runner/run';
import { CONFIG_FILE } from '../runner/config';
import { runRegistry } from './lazy-registry';
import type { ValueRule } from './args';

export const FORMATS = ['human', 'json', 'sarif', 'github'] as const;
export type Format = (typeof FORMATS)[number];

/** `--cpus 2`: digits only, so that what yargs read as a number is what was typed. */
const wholeNumber = (least: number, what: string): ValueRule => ({
  what,
  check: (value, name) => (/^\d+$/.test(value) && Number(value) >= least ? undefined : `${name} takes ${what}, got ${JSON.stringify(value)}`),
});

const EXTENSION = /^\.?[A-Za-z0-9][A-Za-z0-9_-]*$/;

/** What each value option takes (README "Options"); an option not listed takes any value that is not empty. */
export const VALUE_RULES: Record<string, ValueRule> = {
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
export const OTHER_TOOLS_NAMES: Record<string, string> = {
  workers: '--cpus',
  'max-workers': '--cpus',
  maxWorkers: '--cpus',
  threads: '--cpus',
  concurrency: '--cpus',
  parallel: '--cpus',
};

/** The commands besides a run: a first word spelt close to one most likely meant it. */
export const COMMANDS = ['anchors', 'list', 'explain', 'completion'];

/** The options of a run (the default command), also offered by shell completion. */
export function runOptions(y: Argv) {
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

