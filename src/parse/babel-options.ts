import type { ParserOptions, ParserPlugin } from '@babel/parser';

/** Which grammar a file is read with, chosen from its extension (contract: "The parser is chosen per file"). */
export type Dialect = 'ts' | 'tsx' | 'js';

export function dialectFor(filePath: string): Dialect {
  const lower = filePath.toLowerCase();
  if (lower.endsWith('.tsx')) return 'tsx';
  if (lower.endsWith('.ts') || lower.endsWith('.mts') || lower.endsWith('.cts')) return 'ts';
  return 'js';
}

const COMMON_PLUGINS: ParserPlugin[] = [
  'decorators-legacy',
  'classProperties',
  'classPrivateProperties',
  'classPrivateMethods',
  'classStaticBlock',
  'dynamicImport',
  'exportDefaultFrom',
  'importMeta',
  'topLevelAwait',
  'explicitResourceManagement',
];

/**
 * Options for @babel/parser. `.ts` files are parsed without JSX so that `<T>x` casts parse; `.js`
 * files with JSX because React code routinely lives in `.js`. Module code first; the caller retries
 * as a script (sloppy mode: `with`, legacy octals) when that fails.
 */
export function babelOptions(dialect: Dialect, sourceType: 'module' | 'script'): ParserOptions {
  const plugins: ParserPlugin[] = [...COMMON_PLUGINS];
  if (dialect === 'ts' || dialect === 'tsx') plugins.push('typescript');
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
