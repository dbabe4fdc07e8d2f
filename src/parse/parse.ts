import { babelOptions, dialectFor, grammarsFor, type Dialect } from './babel-options';
import { parseHint, userMessage } from './parse-hints';
import { withOwnSeparators } from './positions';
import { shareUncomparableDefaults } from './shared-defaults';
import { fillTokenValues } from './token-values';
import { isScriptBlockPath, scriptBlockPath, scriptBlocks, scriptContainerOf } from './script-blocks';
import { markPropScript } from './component-props';

/** A parse failure with the parser's own message, 1-based position and, when known, what the user can do about it. */
export class ParseError extends Error {
  constructor(message: string, readonly line?: number, readonly column?: number, readonly hint?: string) {
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

/**
 * Parses with each grammar the text may be written in (see grammarsFor), as module code then as a
 * script (sloppy mode), until one reads it. A text none reads fails with the first grammar's error as a
 * module, and a hint when the text is one the parser cannot read (see parse-hints.ts).
 */
function withGrammars<T>(dialect: Dialect, source: string, filePath: string, parse: (opts: ReturnType<typeof babelOptions>) => T): T {
  let first: unknown;
  for (const grammar of grammarsFor(dialect, source)) {
    for (const sourceType of ['module', 'script'] as const) {
      try {
        return parse(babelOptions(dialect, sourceType, grammar));
      } catch (e) {
        first ??= e;
      }
    }
  }
  const error = toParseError(first);
  // A hint to read the text as another dialect only when that dialect's parse, the same one that
  // failed (recast's, for an edit), does read it.
  const readsAs = (other: Dialect): boolean =>
    (['module', 'script'] as const).some((sourceType) => {
      try {
        parse(babelOptions(other, sourceType));
        return true;
      } catch {
        return false;
      }
    });
  const hint = parseHint(dialect, source, error.message, { scriptBlock: isScriptBlockPath(filePath), readsAs });
  throw new ParseError(userMessage(error.message), error.line, error.column, hint);
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
  const read = (code: string, opts: ReturnType<typeof babelOptions>) => {
    const text = withOwnSeparators(code, source);
    const file = parser.parse(text, opts);
    fillTokenValues(file.tokens, text);
    return shareUncomparableDefaults(file, types);
  };
  const file = withGrammars(dialect, source, filePath, (opts) => parse(source, { parser: { parse: (code: string) => read(code, opts) } }));
  markPropScript(file, filePath);
  return file;
}

/**
 * The plain Babel tree of a text (no recast copy, no tokens, comments listed on the file but not
 * attached to nodes): the cheap parse that checks output before it is written and compares programs.
 * Throws a ParseError when the text does not parse.
 */
export function parseToCheck(source: string, filePath: string): ReturnType<Babel['parse']> {
  const dialect = dialectFor(filePath);
  const parser = loadBabel();
  return withGrammars(dialect, source, filePath, (opts) => parser.parse(source, { ...opts, tokens: false, attachComment: false }));
}

/** Checks that text parses, without building a recast tree (used to verify output before writing). */
export function assertParses(source: string, filePath: string): void {
  parseToCheck(source, filePath);
}

/**
 * A module's tree as the project index reads it (its imports, what it exports): the file's own parse,
 * or for a component file (see script-blocks.ts) its script blocks, each parsed with its grammar, in
 * one program. That tree is for reading only: a block's own transforms parse the block.
 */
export function parseModule(source: string, filePath: string): ReturnType<typeof parseForEdit> {
  return scriptContainerOf(filePath) ? blocksAsOne(source, filePath, parseForEdit) : parseForEdit(source, filePath);
}

/** parseToCheck's plain tree of a module, read as parseModule reads it (a component file's blocks in one program). */
export function parseModuleToCheck(source: string, filePath: string): ReturnType<typeof parseToCheck> {
  return scriptContainerOf(filePath) ? blocksAsOne(source, filePath, parseToCheck) : parseToCheck(source, filePath);
}

function blocksAsOne<T extends { program: { body: unknown[] } }>(source: string, filePath: string, parse: (code: string, path: string) => T): T {
  const trees = scriptBlocks(filePath, source).map((b) => parse(source.slice(b.start, b.end), scriptBlockPath(filePath, b)));
  if (trees.length === 0) throw new ParseError('no script block');
  const [first] = trees;
  return { ...first, program: { ...first.program, body: trees.flatMap((t) => t.program.body) } };
}
