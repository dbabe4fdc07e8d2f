import type { ParserOptions, ParserPlugin } from '@babel/parser';

/** Which grammar a file is read with, chosen from its extension (contract: "The parser is chosen per file"). */
export type Dialect = 'ts' | 'tsx' | 'js';

export function dialectFor(filePath: string): Dialect {
  const lower = filePath.toLowerCase();
  if (lower.endsWith('.tsx')) return 'tsx';
  if (lower.endsWith('.ts') || lower.endsWith('.mts') || lower.endsWith('.cts')) return 'ts';
  return 'js';
}

/**
 * The syntax TypeScript 5 and standard JavaScript accept that @babel/parser 7 reads only with a
 * plugin: `accessor` fields (`abstract accessor` too) and `import … assert { type: 'json' }` (the
 * form before `with`, still accepted by TypeScript 5).
 */
const COMMON_PLUGINS: ParserPlugin[] = [
  'classProperties',
  'classPrivateProperties',
  'classPrivateMethods',
  'classStaticBlock',
  'decoratorAutoAccessors',
  'deprecatedImportAssert',
  'dynamicImport',
  'exportDefaultFrom',
  'importMeta',
  'topLevelAwait',
  'explicitResourceManagement',
];

/**
 * The variants of a dialect, which @babel/parser cannot read at once:
 * - `decorators`: 'legacy' (TypeScript's experimentalDecorators: parameter decorators,
 *   `@dec export class`) or 'standard' (the TC39 decorators TypeScript 5 reads by default, which may
 *   also stand after `export`: `export @dec class`, and decorate no parameter);
 * - `flow`: Flow type annotations in a `.js` file (`// @flow`, `import type`), which the TypeScript
 *   plugin excludes.
 */
export interface Grammar {
  decorators: 'legacy' | 'standard';
  flow: boolean;
}

/** Whether the comments that open the text hold a Flow pragma (`// @flow`, `@flow strict` in a block comment, `@noflow`), as Flow looks for it. */
export function hasFlowPragma(source: string): boolean {
  const leading = /^(?:\s+|\/\/[^\n]*|\/\*[\s\S]*?\*\/)*/.exec(source.slice(0, 4096))![0];
  return /@(?:no)?flow\b/.test(leading);
}

/** A decorator after `export`, which only the standard decorators allow. */
const DECORATOR_AFTER_EXPORT = /\bexport\s+(?:default\s+)?@[\w$]/;

/**
 * The grammars to read a text with, in order: the most likely first, from a glance at the text; the
 * others are tried only when it fails (a Flow file without a pragma, say).
 */
export function grammarsFor(dialect: Dialect, source: string): Grammar[] {
  // A text with no `@` has no decorator: either kind reads it.
  const decorators: Array<Grammar['decorators']> = !source.includes('@')
    ? ['legacy']
    : DECORATOR_AFTER_EXPORT.test(source)
      ? ['standard', 'legacy']
      : ['legacy', 'standard'];
  if (dialect !== 'js') return decorators.map((d) => ({ decorators: d, flow: false }));
  const flows = hasFlowPragma(source) ? [true, false] : [false, true];
  return flows.flatMap((flow) => decorators.map((d) => ({ decorators: d, flow })));
}

const DEFAULT_GRAMMAR: Grammar = { decorators: 'legacy', flow: false };

/**
 * Options for @babel/parser. `.ts` files are parsed without JSX so that `<T>x` casts parse; `.js`
 * files with JSX because React code routinely lives in `.js`. Module code first; the caller retries
 * as a script (sloppy mode: `with`, legacy octals) when that fails.
 */
export function babelOptions(dialect: Dialect, sourceType: 'module' | 'script', grammar: Grammar = DEFAULT_GRAMMAR): ParserOptions {
  const plugins: ParserPlugin[] = [...COMMON_PLUGINS];
  plugins.push(grammar.decorators === 'legacy' ? 'decorators-legacy' : ['decorators', {}]);
  if (dialect === 'ts' || dialect === 'tsx') plugins.push('typescript');
  else if (grammar.flow) plugins.push(['flow', { all: false }]);
  if (dialect === 'tsx' || dialect === 'js') plugins.push('jsx');
  return {
    sourceType,
    allowReturnOutsideFunction: true,
    allowAwaitOutsideFunction: true,
    allowImportExportEverywhere: true,
    allowSuperOutsideMethod: true,
    allowUndeclaredExports: true,
    errorRecovery: false,
    tokens: true,
    plugins,
  };
}
