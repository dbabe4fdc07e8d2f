import { babelOptions, hasFlowPragma, type Dialect } from './babel-options';

/*
 * What to do about a file the parser cannot read. @babel/parser's own messages name its plugins
 * ("requires enabling the parser plugin …"), which a user of this tool cannot enable: each hint says
 * what the file holds and what the user can do (rename it, strip its types, leave it out of the run).
 */

const EXCLUDE = 'or leave it out of the run (--ignore-pattern) and migrate its calls by hand';

/** The parser's message in the user's words: a parser plugin it names is a proposal the user's code uses. */
export function userMessage(message: string): string {
  return message.replace(/^This experimental syntax requires enabling the parser plugin: "([^"]+)"\.?$/, 'proposal syntax ("$1")');
}

/** Where the text stands and how to tell whether another dialect reads it (by default, Babel's own parse). */
export interface HintContext {
  /** The text is a script block of a component (the hint names its tag, not a rename). */
  scriptBlock?: boolean;
  readsAs?: (other: Dialect) => boolean;
}

/**
 * A hint for a text that no grammar of its dialect read, from the parser's message and a second look
 * at the text; undefined when the text is simply not valid code (the message and position say
 * where). `readsAs` says whether another dialect reads the text: by the parse that failed (parse.ts
 * passes it), so that no rename is advised that would fail all the same.
 */
export function parseHint(dialect: Dialect, source: string, message: string, about: HintContext = {}): string | undefined {
  const { scriptBlock = false, readsAs = (other: Dialect) => babelReads(other, source) } = about;
  if (/requires enabling (?:the parser plugin|one of the following parser plugin)/.test(message)) {
    return `neither TypeScript 5 nor standard JavaScript accepts it, and cf-codemod does not read it: rewrite it in standard syntax, ${EXCLUDE}`;
  }
  if (dialect === 'ts' && readsAs('tsx')) {
    return scriptBlock ? 'JSX in a TypeScript script block: give its tag lang="tsx"' : 'JSX in a .ts file, which TypeScript reads only in .tsx files: rename the file to .tsx';
  }
  // JavaScript whose only faults are names (`export { a }` twice, two `export default`): Babel's TypeScript
  // grammar leaves those to the type checker, which is no reason to rename the file; the parser's message says what is wrong.
  if (dialect === 'js' && readsAs('tsx') && !namesOnlyFault(source)) {
    return scriptBlock
      ? 'TypeScript syntax in a script block read as JavaScript (no lang="ts" on its tag)'
      : 'TypeScript syntax in a JavaScript file, which TypeScript reads only in .ts and .tsx files: rename the file';
  }
  if (dialect === 'js' && hasFlowPragma(source)) {
    return `a Flow file with syntax @babel/parser 7 does not read (component and hook declarations, \`as\` casts, …): strip its types first (flow-remove-types), ${EXCLUDE}`;
  }
  return undefined;
}

/** The faults of a text that is read as JavaScript but declares or exports a name twice (Babel's reason codes). */
const NAME_FAULTS = new Set(['DuplicateExport', 'DuplicateDefaultExport', 'VarRedeclaration']);

/** Whether @babel/parser, recovering from errors, reads the text as JavaScript with faults in its names alone (NAME_FAULTS). */
function namesOnlyFault(source: string): boolean {
  const parser = require('@babel/parser') as typeof import('@babel/parser');
  try {
    const errors = parser.parse(source, { ...babelOptions('js', 'module'), errorRecovery: true, tokens: false, attachComment: false }).errors ?? [];
    return errors.length > 0 && errors.every((e) => NAME_FAULTS.has((e as { reasonCode?: string }).reasonCode ?? ''));
  } catch {
    return false;
  }
}

/** Whether @babel/parser alone reads the text as `dialect` (module or script). */
function babelReads(dialect: Dialect, source: string): boolean {
  const parser = require('@babel/parser') as typeof import('@babel/parser');
  for (const sourceType of ['module', 'script'] as const) {
    try {
      parser.parse(source, { ...babelOptions(dialect, sourceType), tokens: false, attachComment: false });
      return true;
    } catch {
      // not this one
    }
  }
  return false;
}
