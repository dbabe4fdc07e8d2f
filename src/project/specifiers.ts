import * as path from 'path';
import type { ModuleResolver } from './resolve';

/**
 * The module specifiers a file's text names, without parsing it: `from '…'` (imports and
 * re-exports), `require('…')`, `import('…')` and `import '…'`. A cheap over-approximation used to
 * decide which files may import an indexed module (a specifier inside a comment or string costs at
 * most one parse).
 */
const SPECIFIER = /(?:\bfrom\s*|\brequire\s*\(\s*|\bimport\s*\(\s*|\bimport\s+)(['"])([^'"\n]+)\1/g;

export function specifiersIn(text: string): string[] {
  const out: string[] = [];
  for (const m of text.matchAll(SPECIFIER)) out.push(m[2]);
  return out;
}

/**
 * Words one of which a bare specifier (an alias, a workspace package) naming one of these modules contains: the file's name without
 * extension (`index` too), its folder's name for an `index.*` file, the name of the workspace package holding it.
 * Relative specifiers are always resolved (cheap); bare ones only with such a word (resolving every `import … from 'lodash'` of a large
 * tree would cost more than the rest of the index). A tsconfig alias naming a file by another name
 * (`"@cf": ["src/lib/client.ts"]`) is the one form this misses.
 */
export function specifierWords(modules: string[], resolver: ModuleResolver): string[] {
  const words = new Set<string>();
  for (const m of modules) {
    const base = path.basename(m).replace(/\.[^.]+$/, '');
    words.add(base);
    if (base === 'index') words.add(path.basename(path.dirname(m)));
    const pkg = resolver.packageOf(m);
    if (pkg) words.add(pkg);
  }
  return [...words].filter((w) => w.length > 0);
}

/**
 * The modules a file's text imports, resolved: every relative specifier, and a bare one only when it
 * holds one of `words` (see specifierWords; without `words`, every bare one). The file itself is left out.
 */
export function importedModules(file: string, text: string, words: string[] | undefined, resolver: ModuleResolver): Array<{ specifier: string; target: string }> {
  const out: Array<{ specifier: string; target: string }> = [];
  for (const specifier of specifiersIn(text)) {
    if (words && !specifier.startsWith('.') && !words.some((w) => specifier.includes(w))) continue;
    const target = resolver.resolve(file, specifier);
    if (target !== undefined && target !== file) out.push({ specifier, target });
  }
  return out;
}
