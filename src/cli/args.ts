import { UsageError } from '../runner/errors';
import { closest } from '../runner/suggest';

/** A repeatable option arrives as one string or several (never greedy: `-t id .` keeps `.` a path). */
export const asList = (value: unknown): string[] | undefined =>
  value === undefined ? undefined : (Array.isArray(value) ? value : [value]).map(String);

/**
 * The words after the first `--`, as typed: paths, whatever they look like (`-- --dry` names a file
 * called "--dry"). yargs 17 leaves them in `_` and not in a command's `[paths..]`, so a run given
 * `-- src` would visit the default `.` instead; and it may read `007` there as a number.
 */
export const wordsAfterDashes = (argv: readonly string[]): string[] => {
  const at = argv.indexOf('--');
  return at < 0 ? [] : argv.slice(at + 1);
};

/** Comma-separated values, from one option or several. */
export const splitList = (values: string[] | undefined): string[] | undefined =>
  values?.flatMap((v) => String(v).split(',')).map((v) => v.trim()).filter(Boolean);

/** The options of one command, as yargs declares them (`getOptions()`): names, aliases, types, choices. */
export interface DeclaredOptions {
  boolean: string[];
  string: string[];
  number: string[];
  alias: Record<string, string[]>;
  choices?: Record<string, readonly unknown[]>;
}

/** What a value option takes, for the messages, and how its value is checked beyond "not empty". */
export interface ValueRule {
  /** `a whole number of at least 1`: read as "--cpus takes <what>, got …" and "--cpus needs a value: <what>". */
  what: string;
  /** The whole message when `value` is not acceptable (`name` is the option as typed), else undefined. */
  check?(value: string, name: string): string | undefined;
  /** May be given more than once (`-t a -t b`); any other value option is given once at most. */
  repeatable?: boolean;
}

interface Known {
  /** Canonical (long) name. */
  key: string;
  kind: 'boolean' | 'value';
}

const kebab = (name: string): string => name.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`);

/** The names a command line may use, each with its canonical name and whether it takes a value. */
function tableOf(options: DeclaredOptions, positionals: readonly string[]): Map<string, Known> {
  const canonical = new Map<string, string>();
  for (const [key, aliases] of Object.entries(options.alias)) for (const a of aliases) canonical.set(a, key);
  const table = new Map<string, Known>();
  const add = (names: string[], kind: Known['kind']) => {
    for (const name of names) {
      if (positionals.includes(name)) continue;
      table.set(name, { key: canonical.get(name) ?? name, kind });
    }
  };
  add(options.boolean, 'boolean');
  add([...options.string, ...options.number], 'value');
  return table;
}

/** A name as yargs would also accept it: the declared one, or its camelCase spelling (`--maxFileSize`). */
function lookUp(table: Map<string, Known>, name: string): Known | undefined {
  return table.get(name) ?? (/[A-Z]/.test(name) && !name.includes('-') ? table.get(kebab(name)) : undefined);
}

/**
 * What an unknown option most likely meant: the option another tool spells it with (`meant`,
 * `--workers` → `--cpus`), a choice of a value option written as an option of its own (`--sarif` →
 * `--format sarif`), else the closest known name.
 */
function unknownOption(typed: string, table: Map<string, Known>, options: DeclaredOptions, meant: Readonly<Record<string, string>>): UsageError {
  const name = typed.replace(/^-+/, '');
  const choiceOf = Object.entries(options.choices ?? {}).find(([, values]) => values.includes(name));
  const longNames = [...table.entries()].filter(([n]) => n.length > 1).map(([n]) => `--${n}`);
  const negations = [...table.entries()].filter(([n, k]) => n.length > 1 && k.kind === 'boolean').map(([n]) => `--no-${n}`);
  // `-dry` (one dash) is most likely `--dry`: compare it with the long names as if it had two.
  const asLong = typed.startsWith('--') ? typed : `-${typed}`;
  const match = meant[name] ?? (choiceOf ? `--${choiceOf[0]} ${name}` : closest(asLong, [...longNames, ...negations]));
  return new UsageError(`unknown option ${typed}${match ? `; did you mean ${match}?` : '; see cf-codemod --help'}`);
}

/** What checkArguments checks a command line against. */
export interface ArgumentRules {
  /** The options yargs declares for the command being run. */
  options: DeclaredOptions;
  /** What each value option takes. */
  rules: Readonly<Record<string, ValueRule>>;
  /** The names of the command's positionals (not options). */
  positionals?: readonly string[];
  /** Other tools' names for an option, without dashes, and the option they mean here. */
  meant?: Readonly<Record<string, string>>;
}

/**
 * Checks a command line, token by token, before yargs's reading of it is used: yargs reads
 * `--dry=1`, `--dry false`, `-ofile` or `--cpus=` into something else than what was typed (a
 * writing run, a value of 0), so each is refused here with the option as typed, as Node's
 * `util.parseArgs` would. A boolean flag takes no value (`--no-<flag>` turns one off); a value
 * option needs its value, which `rules` check; `-` is not a path (there is no stdin mode);
 * unknown options are named with the closest known one, or with what `meant` says another tool's
 * name for an option (without its dashes) means here.
 */
export function checkArguments(tokens: readonly string[], declared: ArgumentRules): void {
  const { options, rules, positionals = [], meant = {} } = declared;
  const table = tableOf(options, positionals);
  const given = new Map<string, string[]>();

  /** The value of a value option: checked, counted. */
  const valueOf = (typed: string, known: Known, value: string): void => {
    const rule = rules[known.key];
    const seen = given.get(known.key) ?? [];
    seen.push(value);
    given.set(known.key, seen);
    if (seen.length > 1 && !rule?.repeatable) {
      throw new UsageError(`${typed} is given more than once (${seen.map((v) => JSON.stringify(v)).join(', ')}): give it once`);
    }
    const what = rule?.what ?? 'a value';
    const choices = options.choices?.[known.key];
    if (choices && !choices.includes(value)) {
      throw new UsageError(`${typed} takes one of ${choices.join(', ')}, got ${JSON.stringify(value)}`);
    }
    const problem = rule?.check ? rule.check(value, typed) : value.trim() === '' ? `${typed} takes ${what}, got ${JSON.stringify(value)}` : undefined;
    if (problem !== undefined) throw new UsageError(problem);
  };
  /** The next token as a value: absent, or another option, means none was given. */
  const nextValue = (typed: string, known: Known, i: number): void => {
    const next = tokens[i + 1];
    if (next === undefined || next === '--' || (next.startsWith('-') && !/^-\d/.test(next))) {
      throw new UsageError(`${typed} needs a value: ${rules[known.key]?.what ?? 'a value'}`);
    }
    valueOf(typed, known, next);
  };
  /** yargs reads `true` or `false` after a boolean flag as its value: `--dry false` would write. */
  const noValueAfter = (typed: string, i: number): void => {
    const next = tokens[i + 1];
    if (next === 'true' || next === 'false') throw new UsageError(`${typed} takes no value, got ${JSON.stringify(next)}`);
  };

  let positionalOnly = false;
  for (let i = 0; i < tokens.length; i++) {
    const token = tokens[i];
    if (token === '-') throw new UsageError('"-" is not a path: there is no stdin mode; name files or folders (a file named "-": ./-)');
    if (positionalOnly || !token.startsWith('-') || /^-\d/.test(token)) continue;
    if (token === '--') {
      positionalOnly = true;
      continue;
    }
    if (token.startsWith('--')) {
      const eq = token.indexOf('=');
      const name = token.slice(2, eq < 0 ? undefined : eq);
      const typed = `--${name}`;
      const value = eq < 0 ? undefined : token.slice(eq + 1);
      const negated = name.startsWith('no-') ? lookUp(table, name.slice(3)) : undefined;
      const known = lookUp(table, name) ?? (negated?.kind === 'boolean' ? negated : undefined);
      if (!known) throw unknownOption(typed, table, options, meant);
      if (known.kind === 'boolean') {
        if (value !== undefined) {
          throw new UsageError(`${typed} takes no value, got ${JSON.stringify(token)}${negated ? '' : `: write ${typed}, or --no-${known.key} to turn it off`}`);
        }
        noValueAfter(typed, i);
      } else if (value !== undefined) valueOf(typed, known, value);
      else {
        nextValue(typed, known, i);
        i++;
      }
      continue;
    }
    // One dash: one letter (`-d`, `-o file`, `-o=file`), or several boolean letters (`-dp`), the
    // last of which may take a value. yargs reads `-ofile` as four options: refused, as is any letter
    // that is not an option.
    const eq = token.indexOf('=');
    const letters = token.slice(1, eq < 0 ? undefined : eq);
    const value = eq < 0 ? undefined : token.slice(eq + 1);
    for (let j = 0; j < letters.length; j++) {
      const known = table.get(letters[j]);
      const typed = `-${letters[j]}`;
      if (!known) throw unknownOption(letters.length > 1 ? `-${letters}` : typed, table, options, meant);
      const last = j === letters.length - 1;
      if (known.kind === 'boolean') {
        if (last && value !== undefined) throw new UsageError(`${typed} takes no value, got ${JSON.stringify(token)}`);
        if (last) noValueAfter(typed, i);
      } else if (!last) {
        throw new UsageError(`${typed} takes a value: write ${typed} <value>, got ${JSON.stringify(token)}`);
      } else if (value !== undefined) valueOf(typed, known, value);
      else {
        nextValue(typed, known, i);
        i++;
      }
    }
  }
}
