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
