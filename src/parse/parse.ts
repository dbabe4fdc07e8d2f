import { babelOptions, dialectFor, type Dialect } from './babel-options';
import { shareUncomparableDefaults } from './shared-defaults';

/** A parse failure with the parser's own message and 1-based position. */
export class ParseError extends Error {
  constructor(message: string, readonly line?: number, readonly column?: number) {
    super(message);
    this.name = 'ParseError';
  }
}

type Babel = typeof import('@babel/parser');
type Recast = typeof import('recast');

// Loaded on first use: `--help`, `list` and runs with no candidate file never pay for the parsers.
let babel: Babel | undefined;
let recast: Recast | undefined;
const loadBabel = (): Babel => (babel ??= require('@babel/parser') as Babel);
export const loadRecast = (): Recast => (recast ??= require('recast') as Recast);

function withSourceTypeFallback<T>(dialect: Dialect, parse: (opts: ReturnType<typeof babelOptions>) => T): T {
  try {
    return parse(babelOptions(dialect, 'module'));
  } catch (moduleError) {
    try {
      return parse(babelOptions(dialect, 'script'));
    } catch {
      throw toParseError(moduleError);
    }
  }
}

function toParseError(error: unknown): ParseError {
  const e = error as { message?: string; loc?: { line: number; column: number } };
  const message = String(e?.message ?? error).replace(/\s*\(\d+:\d+\)$/, '');
  return new ParseError(message, e?.loc?.line, e?.loc ? e.loc.column + 1 : undefined);
}

/** Parses for editing: a recast tree that remembers the original text, so untouched code prints as it was. */
export function parseForEdit(source: string, filePath: string): any {
  const dialect = dialectFor(filePath);
  const parser = loadBabel();
  const { parse, types } = loadRecast();
  return withSourceTypeFallback(dialect, (opts) =>
    parse(source, { parser: { parse: (code: string) => shareUncomparableDefaults(parser.parse(code, opts), types) } }),
  );
}

/**
 * The plain Babel tree of a text (no recast copy, no tokens, comments listed on the file but not
 * attached to nodes): the cheap parse that checks output before it is written and compares programs.
 * Throws a ParseError when the text does not parse.
 */
export function parseToCheck(source: string, filePath: string): ReturnType<Babel['parse']> {
  const dialect = dialectFor(filePath);
  const parser = loadBabel();
  return withSourceTypeFallback(dialect, (opts) => parser.parse(source, { ...opts, tokens: false, attachComment: false }));
}

/** Checks that text parses, without building a recast tree (used to verify output before writing). */
export function assertParses(source: string, filePath: string): void {
  parseToCheck(source, filePath);
}
